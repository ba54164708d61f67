import type { GifResult } from '@arya/core';
import type { AppConfig } from '../../config.ts';

export interface GifSearchPage {
  gifs: GifResult[];
  nextOffset: number | null;
}

/** Searches GIFs; the GIPHY-compatible adapter when a key is configured, the built-in set otherwise. */
export interface GifProvider {
  search(query: string, offset: number, limit: number): Promise<GifSearchPage>;
}

export function createGifProvider(_config: AppConfig): GifProvider {
  return { search: async () => ({ gifs: [], nextOffset: null }) };
}
