/** How long a visitor's page is kept, here and by a shared cache in front (s-maxage). */
export const VISITOR_PAGE_SECONDS = 5;

/** At most this many addresses kept: odd query strings cannot fill the memory. */
const MAX_PAGES = 1000;

/**
 * The pages visitors are served, by address, for a few seconds (issue 26): a post shared widely costs
 * one render per few seconds, not one per reader. Readers arriving while it is rendered wait for that
 * render instead of starting their own. Only what `keep` accepts is kept or shared (nothing of one reader).
 */
export class VisitorPageCache<Page> {
  private readonly pages = new Map<string, { until: number; page: Promise<Page> }>();

  constructor(
    private readonly keep: (page: Page) => boolean,
    private readonly ttlMs = VISITOR_PAGE_SECONDS * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, build: () => Promise<Page>): Promise<Page> {
    const now = this.now();
    const kept = this.pages.get(key);
    if (kept && kept.until > now) {
      // A page built meanwhile that may not be kept (it holds something of its reader's) is not
      // shared either: this reader gets their own.
      const page = await kept.page.catch(() => null);
      return page !== null && this.keep(page) ? page : build();
    }
    if (kept) this.pages.delete(key);
    const page = build();
    this.pages.set(key, { until: now + this.ttlMs, page });
    if (this.pages.size > MAX_PAGES) this.evict(now);
    try {
      const built = await page;
      if (!this.keep(built)) this.forget(key, page);
      return built;
    } catch (error) {
      this.forget(key, page);
      throw error;
    }
  }

  private forget(key: string, page: Promise<Page>): void {
    if (this.pages.get(key)?.page === page) this.pages.delete(key);
  }

  /** The expired pages go; if all are fresh, the oldest (a Map keeps the order they were added in). */
  private evict(now: number): void {
    for (const [key, kept] of this.pages) if (kept.until <= now) this.pages.delete(key);
    for (const key of this.pages.keys()) {
      if (this.pages.size <= MAX_PAGES) break;
      this.pages.delete(key);
    }
  }
}
