import type { AppConfig } from '../../config.ts';
import { BuiltInGifProvider } from './builtin-gif-provider.ts';
import type { GifProvider } from './gif-provider.ts';
import { GiphyGifProvider } from './giphy-gif-provider.ts';

export type { GifProvider, GifSearchOptions, GifSearchPage } from './gif-provider.ts';
export { BuiltInGifProvider, loadBuiltInGifs, type BuiltInGif } from './builtin-gif-provider.ts';
export { GiphyGifProvider, type GiphyOptions } from './giphy-gif-provider.ts';

/** GIPHY when a key is configured (the key never leaves the server); otherwise the GIFs shipped with the app. */
export function createGifProvider(config: AppConfig): GifProvider {
  return config.GIPHY_API_KEY
    ? new GiphyGifProvider({ apiKey: config.GIPHY_API_KEY, baseUrl: config.GIPHY_BASE_URL, mediaHosts: config.GIPHY_MEDIA_HOSTS })
    : BuiltInGifProvider.fromDirectory();
}

let builtIn: BuiltInGifProvider | null = null;

/**
 * The GIF addresses a post may carry: those the configured provider gives, and the built-in set
 * (served by the app itself, so older posts keep theirs when a GIPHY key is added later).
 */
export function acceptedGifUrl(provider: GifProvider): (url: string) => boolean {
  return (url) => provider.isProvidedUrl(url) || (builtIn ??= BuiltInGifProvider.fromDirectory()).isProvidedUrl(url);
}
