/** The coins page lists the ledger a page at a time. */
export const COIN_ENTRIES_PAGE_SIZE = 20;
export const COIN_ENTRIES_PAGE_SIZE_MAX = 50;
