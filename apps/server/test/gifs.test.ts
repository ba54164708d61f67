import { GIF_GRID } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInGifs } from '../src/providers/gifs/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

interface SearchAnswer {
  gifs: { id: string; title: string; url: string; previewUrl: string; width: number; height: number }[];
  nextOffset: number | null;
}

const shipped = loadBuiltInGifs();
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp(); // no GIPHY_API_KEY: the built-in GIFs
  ({ cookie } = await t.signUp());
});
afterAll(async () => {
  await t.close();
});

const search = (query: string) => t.request({ method: 'GET', url: `/api/v1/gifs/search${query}`, cookie });

describe('GIF search without a GIPHY key (built-in GIFs)', () => {
  it('is for members only', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/gifs/search?q=bull' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('finds the matching built-in GIFs with their sizes and same-site addresses', async () => {
    const response = await search('?q=bull');
    expect(response.statusCode).toBe(200);
    const body = response.json() as SearchAnswer;
    const slugs = body.gifs.map((gif) => gif.url.replace(/^\/gifs\/(.+)\.gif$/, '$1'));
    expect(slugs).toContain('bull');
    expect(slugs).toContain('rising-chart');
    expect(slugs).not.toContain('bear');
    expect(body.nextOffset).toBeNull();
    const bull = body.gifs.find((gif) => gif.url === '/gifs/bull.gif');
    const entry = shipped.find((gif) => gif.slug === 'bull');
    expect(bull).toEqual({
      id: 'builtin:bull',
      title: entry?.title.fr,
      url: '/gifs/bull.gif',
      previewUrl: '/gifs/bull.gif',
      width: entry?.width,
      height: entry?.height,
    });
    expect(bull?.width).toBeGreaterThan(0);
  });

  it('answers titles in the language of the member', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/gifs/search?q=bull', cookie: `${cookie}; lang=en` });
    const titles = (response.json() as SearchAnswer).gifs.map((gif) => gif.title);
    expect(titles).toContain(shipped.find((gif) => gif.slug === 'bull')?.title.en);
  });

  it('lists every built-in GIF for the default search, and for an empty one', async () => {
    for (const query of ['', '?q=', '?q=trading']) {
      const body = (await search(query)).json() as SearchAnswer;
      expect(body.gifs).toHaveLength(Math.min(shipped.length, GIF_GRID.pageSize));
      expect(body.nextOffset).toBeNull();
    }
  });

  it('serves the GIF files themselves, cacheable, to anyone', async () => {
    const response = await t.request({ method: 'GET', url: '/gifs/bull.gif' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(response.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(response.rawPayload.readUInt16LE(6)).toBe(shipped.find((gif) => gif.slug === 'bull')?.width);

    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request({ method: 'GET', url: '/gifs/bull.gif', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for unknown names and never leaves the GIF folder', async () => {
    for (const url of [
      '/gifs/lambo.gif',
      '/gifs/bull.png',
      '/gifs/bull',
      '/gifs/manifest.json',
      '/gifs/..%2Fmanifest.json',
      '/gifs/..%2F..%2Fpackage.json',
      '/gifs/%2E%2E%2Fbull.gif',
      '/gifs/BULL.gif',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('image/gif');
    }
  });

  it('answers an empty page past the end', async () => {
    const response = await search('?q=bull&offset=200');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ gifs: [], nextOffset: null });
  });

  it('refuses a query over 100 characters and a wrong offset', async () => {
    const long = await search(`?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    for (const offset of ['-1', 'abc', '5000']) {
      expect((await search(`?q=bull&offset=${offset}`)).statusCode, offset).toBe(400);
    }
  });
});
