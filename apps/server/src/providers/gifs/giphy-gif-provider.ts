import type { GifResult } from '@arya/core';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { GifProvider, GifSearchOptions, GifSearchPage } from './gif-provider.ts';

export interface GiphyOptions {
  apiKey: string;
  /** `https://api.giphy.com`, or any server answering the same API. */
  baseUrl: string;
  /** How long a search may take, answer included, before it fails (default 5 s). */
  timeoutMs?: number;
  /** GIPHY's content rating filter (default pg-13). */
  rating?: string;
  /** Hosts (and their subdomains) the results' GIFs are served from (default giphy.com). */
  mediaHosts?: readonly string[];
}

/** GIPHY refuses offsets above this one; the search endpoint accepts no more either. */
export const GIPHY_MAX_OFFSET = 4999;
const DEFAULT_TIMEOUT_MS = 5000;
/** The limits of a GIF attached to a post (core's gifSchema): results beyond them could not be posted. */
const MAX_URL_LENGTH = 1000;
const MAX_TITLE_LENGTH = 200;

// GIPHY sends sizes as strings ("200"); numbers are accepted too.
const dimension = z.union([z.string().regex(/^\d+$/), z.number()]).transform(Number).pipe(z.number().int().positive().max(4000));
const httpUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value));
const renditionSchema = z.object({ url: httpUrl, width: dimension, height: dimension });
type Rendition = z.infer<typeof renditionSchema>;

const itemSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string().nullish(),
  images: z.record(z.string(), z.unknown()),
});

const count = z.number().int().min(0);
const answerSchema = z.object({
  data: z.array(z.unknown()),
  pagination: z.object({ total_count: count.optional(), count: count.optional(), offset: count.optional() }).optional(),
});

/**
 * Searches GIPHY (or a compatible server) from the server, so the API key never reaches the browser.
 * Failures answer GIF_SEARCH_FAILED (502) with a message that never carries the key or the request URL.
 */
export class GiphyGifProvider implements GifProvider {
  private readonly apiKey: string;
  private readonly searchUrl: string;
  private readonly timeoutMs: number;
  private readonly rating: string;
  private readonly mediaHosts: readonly string[];

  constructor(options: GiphyOptions) {
    this.mediaHosts = (options.mediaHosts ?? ['giphy.com']).map((host) => host.toLowerCase());
    this.apiKey = options.apiKey;
    this.searchUrl = `${options.baseUrl.replace(/\/+$/, '')}/v1/gifs/search`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.rating = options.rating ?? 'pg-13';
  }

  /** An https address on one of the media hosts: never a script, a data URL or an address of the local network. */
  isProvidedUrl(url: string): boolean {
    if (!URL.canParse(url)) return false;
    const { protocol, hostname, username, password, port } = new URL(url);
    if (protocol !== 'https:' || username || password || port) return false;
    return this.mediaHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  }

  async search(query: string, offset: number, limit: number, options: GifSearchOptions = {}): Promise<GifSearchPage> {
    const url = new URL(this.searchUrl);
    url.searchParams.set('api_key', this.apiKey);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('rating', this.rating);
    if (options.language) url.searchParams.set('lang', options.language);

    let body: unknown;
    try {
      // The timeout covers reading the answer too, so a server that stalls mid-answer fails as well.
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new AppError('GIF_SEARCH_FAILED', `The GIF service answered ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('GIF_SEARCH_FAILED', describeFailure(error));
    }

    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new AppError('GIF_SEARCH_FAILED', 'The GIF service sent an unexpected answer');
    const { data, pagination } = answer.data;
    const gifs = data.flatMap((item) => {
      const gif = toGifResult(item);
      // Defence in depth: nothing that carries the key is ever passed on.
      return gif && !JSON.stringify(gif).includes(this.apiKey) ? [gif] : [];
    });
    return { gifs, nextOffset: nextOffsetOf(offset, limit, data.length, pagination) };
  }
}

/** The next page starts after the items GIPHY counted (malformed ones we skipped included). */
export function nextOffsetOf(
  requestedOffset: number,
  limit: number,
  received: number,
  pagination: { total_count?: number; count?: number; offset?: number } | undefined,
): number | null {
  const pageCount = pagination?.count ?? received;
  const next = (pagination?.offset ?? requestedOffset) + pageCount;
  if (pageCount === 0 || next > GIPHY_MAX_OFFSET) return null;
  if (pagination?.total_count !== undefined) return next < pagination.total_count ? next : null;
  return pageCount < limit ? null : next;
}

/** One GIPHY item as a result, or null when it lacks what the picker needs. */
function toGifResult(item: unknown): GifResult | null {
  const parsed = itemSchema.safeParse(item);
  if (!parsed.success) return null;
  const { id, title, images } = parsed.data;
  const preview = rendition(images.fixed_width);
  // downsized_medium (at most a few MB) suits a post better than an original of any size.
  const full = rendition(images.downsized_medium) ?? rendition(images.original);
  if (!preview || !full) return null;
  return {
    id,
    title: (title ?? '').trim().slice(0, MAX_TITLE_LENGTH),
    url: full.url,
    previewUrl: preview.url,
    width: full.width,
    height: full.height,
  };
}

function rendition(value: unknown): Rendition | null {
  const parsed = renditionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Says what went wrong from the error's kind only: its message may hold the request URL, and so the key. */
function describeFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return 'The GIF service did not answer in time';
  if (name === 'SyntaxError') return 'The GIF service sent an unreadable answer';
  return 'The GIF service could not be reached';
}
