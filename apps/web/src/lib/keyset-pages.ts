/** A keyset page as every list of the API answers it (core's keysetPageSchema). */
export interface KeysetPage<Item> {
  items: readonly Item[];
  nextCursor: string | null;
}

/**
 * The items of every loaded keyset page in order, each once (an item placed first after writing
 * may come back in a later page).
 */
export function flattenPages<Item>(pages: readonly KeysetPage<Item>[] | undefined, idOf: (item: Item) => string): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
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
export function canLoadMorePages(pages: readonly KeysetPage<unknown>[] | undefined): boolean {
  const last = pages?.[pages.length - 1];
  return Boolean(last && last.items.length > 0 && last.nextCursor !== null);
}
