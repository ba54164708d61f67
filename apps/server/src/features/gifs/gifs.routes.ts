import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GIF_DEFAULT_SEARCH, GIF_GRID, LANGUAGE_COOKIE, parseAcceptLanguage, pickLanguage, searchGifsEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { GIFS_DIR } from '../../paths.ts';
import { loadBuiltInGifs, type GifProvider } from '../../providers/gifs/index.ts';

/** Built-in GIFs change only with a release; a month of caching, then a cheap revalidation by ETag. */
const GIF_CACHE_CONTROL = 'public, max-age=2592000';
const GIF_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.gif$/;

export async function gifsRoutes(app: FastifyInstance, { gifs, gifsDir = GIFS_DIR }: { gifs: GifProvider; gifsDir?: string }) {
  registerEndpoint(app, searchGifsEndpoint, async ({ query, request }) => {
    const language = pickLanguage(request.cookies[LANGUAGE_COOKIE], parseAcceptLanguage(request.headers['accept-language']));
    try {
      return await gifs.search(query.q || GIF_DEFAULT_SEARCH, query.offset, GIF_GRID.pageSize, { language });
    } catch (error) {
      // The provider's messages never carry its key or the request URL, so they can be logged.
      if (error instanceof AppError) request.log.warn({ code: error.code, reason: error.message }, 'GIF search failed');
      throw error;
    }
  });

  // The GIFs shipped with the app are always served, even with GIPHY configured: posts keep their addresses.
  const known = new Set(loadBuiltInGifs(gifsDir).map((gif) => gif.slug));
  const files = new Map<string, { data: Buffer; etag: string }>();

  app.get<{ Params: { file: string } }>('/gifs/:file', { schema: { hide: true } }, async (request, reply) => {
    // Only names listed in the manifest are read: no path from the request reaches the file system.
    const slug = GIF_FILE.exec(request.params.file)?.[1];
    if (!slug || !known.has(slug)) throw new AppError('NOT_FOUND', 'No such GIF');
    let file = files.get(slug);
    if (!file) {
      const data = await readFile(path.join(gifsDir, `${slug}.gif`));
      file = { data, etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"` };
      files.set(slug, file);
    }
    reply
      .header('content-type', 'image/gif')
      .header('cache-control', GIF_CACHE_CONTROL)
      .header('etag', file.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply.send(file.data);
  });
}
