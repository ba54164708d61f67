import type { GifResult, Language } from '@arya/core';

export interface GifSearchPage {
  gifs: GifResult[];
  /** The offset of the next page, or null when there are no more results. */
  nextOffset: number | null;
}

export interface GifSearchOptions {
  /** The member's language: GIPHY's `lang`, and the language of the built-in titles. */
  language?: Language;
}

/** Searches GIFs; the GIPHY-compatible adapter when a key is configured, the built-in set otherwise. */
export interface GifProvider {
  search(query: string, offset: number, limit: number, options?: GifSearchOptions): Promise<GifSearchPage>;
  /** Whether a GIF address is one this provider's results give (a post may attach no other). */
  isProvidedUrl(url: string): boolean;
}
