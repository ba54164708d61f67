import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, GIF_DEFAULT_SEARCH, type GifResult, type Language } from '@arya/core';
import { z } from 'zod';
import { GIFS_DIR } from '../../paths.ts';
import type { GifProvider, GifSearchOptions, GifSearchPage } from './gif-provider.ts';

/** A built-in GIF's name: also its file name (`<slug>.gif`) and its address (`/gifs/<slug>.gif`). */
export const BUILTIN_GIF_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const dimension = z.number().int().positive().max(4000);
const manifestSchema = z.array(
  z.object({
    slug: z.string().regex(BUILTIN_GIF_SLUG),
    title: z.union([z.string().min(1), z.object({ fr: z.string().min(1), en: z.string().min(1) })]),
    tags: z.array(z.string()).default([]),
    width: dimension,
    height: dimension,
  }),
);

export interface BuiltInGif {
  slug: string;
  title: Record<Language, string>;
  tags: string[];
  width: number;
  height: number;
}

/** Reads `manifest.json` of the GIFs shipped with the app; a missing or wrong manifest is a packaging error. */
export function loadBuiltInGifs(dir: string = GIFS_DIR): BuiltInGif[] {
  const file = path.join(dir, 'manifest.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the built-in GIF manifest ${file}: ${(error as Error).message}`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid built-in GIF manifest ${file}: ${parsed.error.message}`);
  return parsed.data.map(({ slug, title, tags, width, height }) => ({
    slug,
    title: typeof title === 'string' ? { fr: title, en: title } : title,
    tags,
    width,
    height,
  }));
}

export function builtInGifUrl(slug: string): string {
  return `/gifs/${slug}.gif`;
}

/** Lower case, accents removed, split on anything that is not a letter or a digit. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Needs no network: searches the small set of GIFs shipped with the app (apps/server/assets/gifs),
 * served by the server itself at /gifs/<slug>.gif, so the picker works offline and without a key.
 */
export class BuiltInGifProvider implements GifProvider {
  private readonly index: { gif: BuiltInGif; words: string[] }[];
  private readonly urls: Set<string>;

  constructor(gifs: readonly BuiltInGif[]) {
    this.index = gifs.map((gif) => ({
      gif,
      words: searchWords([gif.slug, gif.title.fr, gif.title.en, ...gif.tags].join(' ')),
    }));
    this.urls = new Set(gifs.map((gif) => builtInGifUrl(gif.slug)));
  }

  isProvidedUrl(url: string): boolean {
    return this.urls.has(url);
  }

  static fromDirectory(dir: string = GIFS_DIR): BuiltInGifProvider {
    return new BuiltInGifProvider(loadBuiltInGifs(dir));
  }

  /**
   * Every word of the query must start a word of the GIF's name, titles or tags (case and accents
   * ignored: "fusee" finds "Fusée"). An empty query, or the picker's default term, lists them all.
   */
  async search(query: string, offset: number, limit: number, options: GifSearchOptions = {}): Promise<GifSearchPage> {
    const language = options.language ?? DEFAULT_LANGUAGE;
    const wanted = searchWords(query);
    const showAll = wanted.length === 0 || wanted.join(' ') === searchWords(GIF_DEFAULT_SEARCH).join(' ');
    const matches = showAll
      ? this.index
      : this.index.filter(({ words }) => wanted.every((term) => words.some((word) => word.startsWith(term))));
    const page = matches.slice(offset, offset + limit);
    const next = offset + page.length;
    return {
      gifs: page.map(({ gif }) => toResult(gif, language)),
      nextOffset: page.length > 0 && next < matches.length ? next : null,
    };
  }
}

function toResult(gif: BuiltInGif, language: Language): GifResult {
  const url = builtInGifUrl(gif.slug);
  return { id: `builtin:${gif.slug}`, title: gif.title[language], url, previewUrl: url, width: gif.width, height: gif.height };
}
