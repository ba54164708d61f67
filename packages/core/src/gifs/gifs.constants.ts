/** Spec 2 §9: GIF grid of 3 columns, gutter 6, pages of 50, resize debounce 500 ms. */
export const GIF_GRID = { columns: 3, gutter: 6, pageSize: 50, resizeDebounceMs: 500 } as const;
/** The picker's search before the member types (spec 2 §2: a fixed word). */
export const GIF_DEFAULT_SEARCH = 'trading';
