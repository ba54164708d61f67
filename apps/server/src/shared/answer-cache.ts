/** At most this many keys kept: odd keys (query strings, readers) cannot fill the memory. */
const MAX_PAGES = 1000;

/**
 * Answers shared by key for a few seconds, in this process: the visitors' pages by address (issue
 * 26: a post shared widely costs one render per few seconds, not one per reader), an instrument's
 * aggregates by audience (issue 28). Readers arriving while an answer is built wait for that build
 * instead of starting their own. Only what `keep` accepts is kept or shared (nothing of one reader).
 * A time to live of 0 keeps nothing.
 */
export class AnswerCache<Page> {
  private readonly pages = new Map<string, { until: number; page: Promise<Page> }>();

  constructor(
    private readonly keep: (page: Page) => boolean,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, build: () => Promise<Page>): Promise<Page> {
    if (this.ttlMs <= 0) return build();
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
