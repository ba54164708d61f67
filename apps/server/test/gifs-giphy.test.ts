import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { GiphyGifProvider } from '../src/providers/gifs/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const KEY = 'test-key';

interface SearchAnswer {
  gifs: { id: string; title: string; url: string; previewUrl: string; width: number; height: number }[];
  nextOffset: number | null;
}

/** A GIPHY item as GIPHY sends it: sizes are strings. */
function item(id: string, extra: Record<string, unknown> = {}) {
  return {
    type: 'gif',
    id,
    title: `Stonks ${id} GIF`,
    images: {
      fixed_width: { url: `https://media.example/${id}/200w.gif`, width: '200', height: '150', size: '12345' },
      downsized_medium: { url: `https://media.example/${id}/giphy-downsized-medium.gif`, width: '480', height: '360' },
      original: { url: `https://media.example/${id}/giphy.gif`, width: '640', height: '480', frames: '20' },
    },
    ...extra,
  };
}

/** Answers like GIPHY's search: q=fail → 500, q=hang → never, q=garbage → not JSON, otherwise a page of a 120-result search. */
function startFakeGiphy(): Promise<{ server: Server; port: number; requests: URL[] }> {
  const requests: URL[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const q = url.searchParams.get('q');
    if (url.pathname !== '/v1/gifs/search') return void response.writeHead(404).end();
    if (q === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ message: `bad key ${url.searchParams.get('api_key')}` }));
    }
    if (q === 'hang') return; // never answers
    if (q === 'garbage') return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops');
    if (q === 'odd') {
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: 'nope' }));
    }
    const offset = Number(url.searchParams.get('offset'));
    const total = 120;
    const count = Math.max(0, Math.min(50, total - offset));
    const data: unknown[] = Array.from({ length: count }, (_, i) => item(`g${offset + i}`));
    if (offset === 0) {
      // Malformed items are skipped, not fatal.
      data[1] = item('no-preview', { images: { original: { url: 'https://media.example/x.gif', width: '10', height: '10' } } });
      data[2] = item('bad-size', { images: { ...item('x').images, fixed_width: { url: 'https://media.example/y.gif', width: 'wide', height: '1' } } });
      data[3] = item('bad-url', { images: { ...item('x').images, fixed_width: { url: 'javascript:alert(1)', width: '200', height: '100' } } });
      data[4] = { id: 'no-images', title: 'nothing' };
      data[5] = null;
      data[6] = item('original-only', { title: null, images: { fixed_width: item('o').images.fixed_width, original: item('o').images.original } });
      data[7] = item('leaky', { images: { ...item('l').images, original: { url: `https://media.example/l.gif?api_key=${url.searchParams.get('api_key')}`, width: '1', height: '1' } } });
      delete (data[7] as { images: Record<string, unknown> }).images.downsized_medium;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data, pagination: { total_count: total, count, offset }, meta: { status: 200, msg: 'OK' } }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, requests }));
  });
}

let giphy: Awaited<ReturnType<typeof startFakeGiphy>>;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  giphy = await startFakeGiphy();
  t = await createTestApp({ GIPHY_API_KEY: KEY, GIPHY_BASE_URL: `http://127.0.0.1:${giphy.port}`, GIPHY_MEDIA_HOSTS: 'media.example' });
  ({ cookie } = await t.signUp());
  await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' } });
});
afterAll(async () => {
  await t.close();
  giphy.server.closeAllConnections();
  await new Promise((resolve) => giphy.server.close(resolve));
});

const search = (query: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/v1/gifs/search${query}`, cookie, headers });

describe('GIF search through GIPHY (a key is configured)', () => {
  it('is for members only and asks GIPHY nothing for visitors', async () => {
    const before = giphy.requests.length;
    expect((await t.request({ method: 'GET', url: '/api/v1/gifs/search?q=bull' })).statusCode).toBe(401);
    expect(giphy.requests.length).toBe(before);
  });

  it('asks GIPHY with the key, the query, pages of 50 and the language, and maps the answer', async () => {
    const response = await search('?q=stock%20market', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);

    const sent = giphy.requests.at(-1) as URL;
    expect(sent.pathname).toBe('/v1/gifs/search');
    expect(sent.searchParams.get('api_key')).toBe(KEY);
    expect(sent.searchParams.get('q')).toBe('stock market');
    expect(sent.searchParams.get('limit')).toBe('50');
    expect(sent.searchParams.get('offset')).toBe('0');
    expect(sent.searchParams.get('rating')).toBe('pg-13');
    expect(sent.searchParams.get('lang')).toBe('en');

    const body = response.json() as SearchAnswer;
    expect(body.gifs[0]).toEqual({
      id: 'g0',
      title: 'Stonks g0 GIF',
      url: 'https://media.example/g0/giphy-downsized-medium.gif',
      previewUrl: 'https://media.example/g0/200w.gif',
      width: 480,
      height: 360,
    });
    // The malformed items are left out; without a downsized rendition the original is used.
    const ids = body.gifs.map((gif) => gif.id);
    expect(ids).not.toContain('no-preview');
    expect(ids).not.toContain('bad-size');
    expect(ids).not.toContain('bad-url');
    expect(ids).not.toContain('no-images');
    expect(body.gifs.find((gif) => gif.id === 'original-only')).toEqual({
      id: 'original-only',
      title: '',
      url: 'https://media.example/o/giphy.gif',
      previewUrl: 'https://media.example/o/200w.gif',
      width: 640,
      height: 480,
    });
    expect(body.gifs).toHaveLength(50 - 6);
    // The next page starts after the 50 items GIPHY counted, skipped ones included.
    expect(body.nextOffset).toBe(50);
  });

  it('never passes the key on, even when GIPHY echoes it', async () => {
    const response = await search('?q=bull');
    expect(response.body).not.toContain(KEY);
    expect((response.json() as SearchAnswer).gifs.map((gif) => gif.id)).not.toContain('leaky');
  });

  it('uses the default term for an empty search, and French by default', async () => {
    await search('?q=');
    const sent = giphy.requests.at(-1) as URL;
    expect(sent.searchParams.get('q')).toBe('trading');
    expect(sent.searchParams.get('lang')).toBe('fr');
  });

  it('computes the next offset from GIPHY pagination', async () => {
    const second = await search('?q=bull&offset=50');
    expect(giphy.requests.at(-1)?.searchParams.get('offset')).toBe('50');
    expect(second.json()).toMatchObject({ nextOffset: 100 });
    const last = (await search('?q=bull&offset=100')).json() as SearchAnswer;
    expect(last.gifs).toHaveLength(20);
    expect(last.nextOffset).toBeNull();
    expect(((await search('?q=bull&offset=4000')).json() as SearchAnswer)).toEqual({ gifs: [], nextOffset: null });
  });

  it('answers 502 GIF_SEARCH_FAILED when GIPHY fails, without the key', async () => {
    for (const q of ['fail', 'garbage', 'odd']) {
      const response = await search(`?q=${q}`);
      expect(response.statusCode, q).toBe(502);
      expect(response.json(), q).toMatchObject({ code: 'GIF_SEARCH_FAILED' });
      expect(response.body, q).not.toContain(KEY);
    }
  });

  it('still refuses a query over 100 characters before asking GIPHY', async () => {
    const before = giphy.requests.length;
    const response = await search(`?q=${'a'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(giphy.requests.length).toBe(before);
  });

  it('still serves the built-in GIF files (posts keep their addresses)', async () => {
    const response = await t.request({ method: 'GET', url: '/gifs/bull.gif' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
  });
});

describe('GIPHY adapter failures', () => {
  it('gives up on a server that does not answer within its timeout: 502 through the API', async () => {
    const timed = await createTestApp({}, { gifs: new GiphyGifProvider({ apiKey: KEY, baseUrl: `http://127.0.0.1:${giphy.port}`, timeoutMs: 300 }) });
    try {
      const { cookie: member } = await timed.signUp({ name: 'Giphy Timeout' });
      const started = Date.now();
      const response = await timed.request({ method: 'GET', url: '/api/v1/gifs/search?q=hang', cookie: member });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'GIF_SEARCH_FAILED', message: 'The GIF service did not answer in time' });
    } finally {
      await timed.close();
    }
  });

  it('reports an unreachable server, a timeout and an error status with messages free of the key', async () => {
    const closed = await startFakeGiphy();
    closed.server.close();
    const cases: [GiphyGifProvider, string][] = [
      [new GiphyGifProvider({ apiKey: KEY, baseUrl: `http://127.0.0.1:${closed.port}` }), 'fine'],
      [new GiphyGifProvider({ apiKey: KEY, baseUrl: `http://127.0.0.1:${giphy.port}/`, timeoutMs: 100 }), 'hang'],
      [new GiphyGifProvider({ apiKey: KEY, baseUrl: `http://127.0.0.1:${giphy.port}` }), 'fail'],
    ];
    for (const [provider, q] of cases) {
      const error = await provider.search(q, 0, 50).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error, q).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('GIF_SEARCH_FAILED');
      expect((error as AppError).status).toBe(502);
      expect(JSON.stringify({ message: (error as AppError).message, details: (error as AppError).details, stack: (error as AppError).stack })).not.toContain(KEY);
    }
  });
});

describe('posting a GIF with GIPHY configured', () => {
  const post = (url: string) =>
    t.request({ method: 'POST', url: '/api/v1/posts', cookie, body: { text: 'Le marché ce matin, en une image.', gif: { url, width: 480, height: 360 } } });

  it('accepts a GIF the search gave, from the media hosts, and the built-in ones', async () => {
    const found = (await search('?q=bull')).json<{ gifs: { url: string }[] }>().gifs[0];
    expect(found?.url).toMatch(/^https:\/\/media\.example\//);
    expect((await post(found?.url ?? '')).statusCode).toBe(200);
    expect((await post('https://cdn.media.example/other.gif')).statusCode).toBe(200);
    expect((await post('/gifs/rocket.gif')).statusCode).toBe(200);
  });

  it('stores the address as browsers read it, so every reader sees the host that was checked', async () => {
    for (const [sent, stored] of [
      ['https://media.example\\@evil.example/track.gif', 'https://media.example/@evil.example/track.gif'],
      ['  https://MEDIA.example/x.gif', 'https://media.example/x.gif'],
    ]) {
      const response = await post(sent as string);
      expect(response.statusCode, sent).toBe(200);
      expect(response.json<{ Gif: { url: string } }>().Gif.url).toBe(stored);
    }
  });

  it.each(['https://evil.example/x.gif', 'https://media.example.evil.example/x.gif', 'https://user:pw@media.example/x.gif', 'https://media.example:8443/x.gif'])(
    'refuses %s (INVALID_ATTACHMENT)',
    async (url) => {
      const response = await post(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_ATTACHMENT' });
    },
  );
});
