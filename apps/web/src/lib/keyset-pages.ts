/**
 * The items of every loaded keyset page in order, each once (an item placed first after writing
 * may come back in a later page).
 */
export function flattenPages<Page, Item>(pages: readonly Page[] | undefined, itemsOf: (page: Page) => readonly Item[], idOf: (item: Item) => string): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of pages ?? []) {
    for (const item of itemsOf(page)) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}

/**
 * A list's loadMore flag (spec 2 §4): true until a page comes back empty or without a next cursor;
 * nothing is asked before the first page arrives.
 */
export function canLoadMorePages<Page extends { nextCursor: string | null }>(pages: readonly Page[] | undefined, itemsOf: (page: Page) => readonly unknown[]): boolean {
  const last = pages?.[pages.length - 1];
  return Boolean(last && itemsOf(last).length > 0 && last.nextCursor !== null);
}
