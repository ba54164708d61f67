import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Post } from '@arya/core';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The server's side of issue 26 with a stand-in for the web's render (the real one is built by
 * `npm run build` and met by the end-to-end journeys): what the page carries, who may keep it, and
 * that the render's calls reach the API as the reader.
 */
const INDEX_HTML = '<!doctype html><html lang="fr"><head><title>x</title></head><body><div id="root"></div></body></html>';

/**
 * Renders like the web's entry-server.tsx: asks for the session and, on a post page, for the post
 * (through the API, as the reader), then writes what it read; a post page holds the comments part. `/ideas` sends a visitor to sign in,
 * `/shop` fails, `/legal/notice` never ends, `/crypto` shows a "not found" (as a staff page does to a member).
 */
const FAKE_RENDERER = `
import { PassThrough } from 'node:stream';

export async function renderPage(input) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  const call = async (url) => input.transport({ method: 'GET', url, headers: {} });
  const path = input.url.split('?')[0];
  if (path === '/shop') throw new Error('the render failed');
  if (path === '/legal/notice') await new Promise((resolve, reject) => input.signal.addEventListener('abort', () => reject(input.signal.reason)));
  const session = await call('/api/v1/session');
  if (path === '/ideas' && !session.body.userId) return { html: '', redirect: '/auth?next=%2Fideas', notFound: false, queries: null, timeZone: 'Europe/Paris', parts: [] };
  let text = 'reader ' + (session.body.userId ?? 'visitor') + ' banner ' + (input.cookies.downloadMobileBannerClosed ?? 'open');
  const parts = [];
  if (path.startsWith('/post/')) {
    const post = await call('/api/v1/posts/' + path.slice('/post/'.length));
    text += ' post ' + post.status + ' ' + (post.body.Text ?? '') + ' liked ' + post.body.Liked;
    parts.push('comments');
  }
  return { html: '<main>' + text + '</main>', redirect: null, notFound: path === '/crypto', queries: { queries: [], mutations: [] }, timeZone: 'Europe/Paris', parts };
}

/**
 * A member's post page, streamed like the web's: the post first, then its comments, read once the
 * first screen is out, with a script carrying the answer's nonce. \`?fail\` fails, \`?away\` redirects.
 */
export const STREAMED_PAGES = new Set(['post']);

export async function streamPage(input) {
  globalThis.__streams = (globalThis.__streams ?? 0) + 1;
  const call = async (url) => input.transport({ method: 'GET', url, headers: {} });
  const [path, query] = input.url.split('?');
  if (query === 'fail') throw new Error('the render failed');
  const none = { body: null, end: () => ({ queries: null, timeZone: 'Europe/Paris', parts: [] }), abort: () => {}, drawn: Promise.resolve() };
  if (query === 'away') return { redirect: '/auth?next=away', notFound: false, ...none };
  // Held until the test lets it go (the reader leaves meanwhile).
  if (query === 'hold') await new Promise((resolve) => (globalThis.__letGo = resolve));
  const id = path.slice('/post/'.length);
  const session = await call('/api/v1/session');
  const post = await call('/api/v1/posts/' + id);
  const body = new PassThrough();
  body.write('<main>reader ' + session.body.userId + ' post ' + post.status + ' ' + (post.body.Text ?? '') + '</main>');
  const end = () => ({ queries: { queries: [{ queryHash: 'comments' }], mutations: [] }, timeZone: 'Europe/Paris', parts: ['comments'] });
  // Drawn at once, but still being sent (to a slow reader) until the test ends it.
  if (query === 'slow-reader') {
    (globalThis.__slowReaders ??= []).push(() => body.end('<p>the rest</p>'));
    return { redirect: null, notFound: false, body, end, abort: () => body.destroy(), drawn: Promise.resolve() };
  }
  void (async () => {
    const comments = await call('/api/v1/posts/' + id + '/comments');
    body.end('<div hidden id="S:0">comments ' + comments.status + ' ' + (comments.body.items ?? []).map((item) => item.Text).join(',') + '</div><script nonce="' + input.nonce + '">$RC("B:0","S:0")</script>');
  })();
  return { redirect: null, notFound: post.status === 404, body, end, abort: () => body.destroy(), drawn: new Promise((resolve) => body.once('finish', resolve)) };
}
`;

let t: TestApp;
let root: string;
let author: Member;
let reader: Member;
let post: Post;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;
const streams = () => (globalThis as { __streams?: number }).__streams ?? 0;
const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? null;

function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'arya-render-'));
  const distDir = path.join(root, 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'page-chunks.json'), JSON.stringify({ app: ['/assets/main-app.js'], pages: { post: ['/assets/PostPage-abc.js', '/assets/shared-xyz.js'] }, parts: { comments: ['/assets/Comments-def.js', '/assets/shared-xyz.js'] }, languages: { fr: ['/assets/bundled-fr.js'], en: ['/assets/bundled-en.js'] } }));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), FAKE_RENDERER);
  t = await createTestApp({}, { webDistDir: distDir });
  author = await newMember(t, 'Alice Martin');
  reader = await newMember(t, 'Bob Reader');
  post = await publish(t, author.cookie, { text: 'Breakout above resistance' });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  (globalThis as { __renders?: number }).__renders = 0;
  (globalThis as { __streams?: number }).__streams = 0;
});

describe('a page rendered on the server', () => {
  it("a visitor's post page: the post in the HTML, read as a visitor, with what the browser hydrates from", async () => {
    const response = await page(`/post/${post._id}?from=share`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<main>reader visitor banner open post 200 Breakout above resistance liked false</main>');
    const state = dataBlock(response.body, 'page-state') as { queries: unknown; time: number; timeZone: string; parts: string[] };
    expect(state.queries).toEqual({ queries: [], mutations: [] });
    // The parts with a chunk of their own that the page holds: the browser loads them before hydrating.
    expect(state.parts).toEqual(['comments']);
    expect(Math.abs(state.time - Date.now())).toBeLessThan(60_000);
    expect(state.timeZone).toBe('Europe/Paris');
    // The answers the render used are in its cache; the others still go with the page.
    const left = (dataBlock(response.body, 'boot-answers') as { url: string }[]).map((answer) => answer.url);
    expect(left).toContain('/api/v1/config');
    expect(left).not.toContain('/api/v1/session');
    expect(left).not.toContain(`/api/v1/posts/${post._id}`);
    // Its code is fetched once it is painted: the app's, its language's translations, the page's and
    // its parts' chunks (each once) are named in a data block, not fetched with the HTML.
    expect(dataBlock(response.body, 'page-chunks')).toEqual(['/assets/main-app.js', '/assets/bundled-fr.js', '/assets/PostPage-abc.js', '/assets/shared-xyz.js', '/assets/Comments-def.js']);
    expect(response.body).not.toContain('modulepreload');
  });

  it("an English page names the English translations' chunk, never the French one", async () => {
    const response = await page(`/en/post/${post._id}`);
    expect(response.statusCode).toBe(200);
    const chunks = dataBlock(response.body, 'page-chunks') as string[];
    expect(chunks).toContain('/assets/bundled-en.js');
    expect(chunks).not.toContain('/assets/bundled-fr.js');
  });

  it("a member's page is rendered as them, for them alone", async () => {
    expect((await t.request({ method: 'PUT', url: `/api/v1/posts/${post._id}/like`, cookie: reader.cookie })).statusCode).toBe(200);
    const response = await page('/legal/terms', { cookie: reader.cookie, 'sec-fetch-site': 'same-origin' });
    expect(rootOf(response.body)).toContain(`reader ${reader.id}`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('cookie');
    expect(streams()).toBe(0);
  });

  it("a member's post page is streamed: the post first, then its comments read as them, with React's scripts allowed by this answer's nonce alone", async () => {
    const comment = await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: reader.cookie, body: { text: 'Agreed, target 1.10' } });
    expect(comment.statusCode).toBe(200);
    const response = await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(streams()).toBe(1);
    expect(renders()).toBe(0);
    // Sent as it is drawn: no length announced.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const root = rootOf(response.body) ?? '';
    expect(root).toContain(`<main>reader ${reader.id} post 200 Breakout above resistance</main>`);
    // Read after the headers went out, still as the reader.
    expect(root).toContain('comments 200 Agreed, target 1.10');
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(policy).not.toContain('unsafe-inline\'; script');
    // After the last part: what the browser hydrates from, with the part's chunk.
    const state = dataBlock(response.body, 'page-state') as { queries: unknown; parts: string[] };
    expect(state).toMatchObject({ queries: { queries: [{ queryHash: 'comments' }] }, parts: ['comments'] });
    expect(response.body.indexOf('page-state')).toBeGreaterThan(response.body.indexOf('comments 200'));
    expect(dataBlock(response.body, 'page-chunks')).toContain('/assets/Comments-def.js');
    // Each answer has its own nonce.
    const again = await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'same-origin' });
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);
  });

  it("a visitor's post page is never streamed: it is kept whole, and its policy allows no inline script", async () => {
    const response = await page(`/post/${post._id}?whole`);
    expect(streams()).toBe(0);
    expect(renders()).toBe(1);
    expect(response.headers['content-length']).toBeDefined();
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(response.body).not.toContain('nonce');
  });

  it('a streamed page: a missing post is answered 404, a guard is a redirect, a failed render leaves the page to the browser', async () => {
    const member = { cookie: reader.cookie, 'sec-fetch-site': 'same-origin' };
    const missing = await page(`/post/${author.id}/nopost0000000000000`, member);
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('post 404');
    const away = await page(`/post/${post._id}?away`, member);
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/auth?next=away');
    const failed = await page(`/post/${post._id}?fail`, member);
    expect(failed.statusCode).toBe(200);
    expect(rootOf(failed.body)).toBe('');
    expect(dataBlock(failed.body, 'boot-answers')).not.toBeNull();
    expect(String(failed.headers['content-security-policy'])).not.toContain('nonce');
  });

  it('a member arriving by a link from another site gets the page drawn by their browser (their member state is not read for it)', async () => {
    const response = await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(renders()).toBe(0);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // Drawn by the browser: its code comes with the HTML.
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/main-app.js" />');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/PostPage-abc.js" />');
    // No render, so no part is known: its chunk is fetched when the browser draws it.
    expect(response.body).not.toContain('Comments-def.js');
    expect(dataBlock(response.body, 'page-chunks')).toBeNull();
  });

  it("a visitor's page is rendered once for the readers of a few seconds, and a shared cache may keep it as long", async () => {
    const first = await page(`/post/${post._id}`);
    const [second, third] = await Promise.all([page(`/post/${post._id}`), page(`/post/${post._id}`)]);
    expect(renders()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(first.headers.vary).toBe('cookie, accept-language');
    // Another address is rendered anew; a member's page, at each request (streamed).
    await page(`/post/${post._id}?utm=x`);
    await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'none' });
    await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'none' });
    expect(renders()).toBe(2);
    expect(streams()).toBe(2);
  });

  it('a cookie the page shows (the closed app banner) is given to the render and keeps its own copy', async () => {
    const closed = await page('/auth', { cookie: 'downloadMobileBannerClosed=true' });
    const open = await page('/auth');
    expect(rootOf(closed.body)).toContain('banner true');
    expect(rootOf(open.body)).toContain('banner open');
  });

  it("a guard's answer in the render is the page's redirect, never kept by the browser", async () => {
    const response = await page('/ideas');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth?next=%2Fideas');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a "not found" the render shows is answered 404', async () => {
    expect((await page('/crypto')).statusCode).toBe(404);
    expect((await page('/legal/terms')).statusCode).toBe(200);
  });

  it('a render that fails leaves the page to the browser, and is not kept for other visitors', async () => {
    const response = await page('/shop');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(dataBlock(response.body, 'page-state')).toBeNull();
    expect((dataBlock(response.body, 'boot-answers') as { url: string }[]).map((answer) => answer.url)).toContain('/api/v1/config');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    await page('/shop');
    expect(renders()).toBe(2);
  });

  it('a reader who leaves before their streamed page is sent frees its place among the renders at once', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = new URL(`/post/${post._id}?hold`, base);
    const held = globalThis as { __letGo?: (() => void) | undefined };
    // Set by the render once it holds (read through a function: the test does not set it).
    const letGo = () => held.__letGo;
    // More readers than renders at once (8), each leaving while their page is drawn.
    for (let reader = 0; reader < 9; reader += 1) {
      held.__letGo = undefined;
      const asked = httpRequest(url, { headers: { cookie: author.cookie, 'sec-fetch-site': 'same-origin', origin: base } });
      asked.on('error', () => undefined);
      asked.end();
      await vi.waitFor(() => expect(letGo()).toBeDefined());
      asked.destroy();
      await vi.waitFor(async () => expect(await new Promise((resolve) => t.app.server.getConnections((_error, count) => resolve(count)))).toBe(0));
      letGo()?.();
    }
    // Renders are still made: none of those places is held.
    await vi.waitFor(async () => expect(rootOf((await page(`/post/${post._id}?after-leaving`)).body)).toContain('post 200'));
  });

  it('a page drawn but still being sent to slow readers holds no place among the renders at once', async () => {
    const readers = globalThis as { __slowReaders?: (() => void)[] };
    const finishes: (() => void)[] = [];
    readers.__slowReaders = finishes;
    const member = { cookie: reader.cookie, 'sec-fetch-site': 'same-origin' };
    const slow = Array.from({ length: 9 }, () => page(`/post/${post._id}?slow-reader`, member));
    await vi.waitFor(() => expect(readers.__slowReaders).toHaveLength(9));
    // More pages being sent than renders at once (8): another page is still rendered.
    expect(rootOf((await page(`/post/${post._id}?beside-slow-readers`)).body)).toContain('post 200');
    for (const finish of finishes) finish();
    for (const response of await Promise.all(slow)) expect(response.body).toContain('the rest');
  });

  it('a render that takes too long is given up: the browser renders the page', async () => {
    const response = await page('/legal/notice');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(dataBlock(response.body, 'boot-answers')).not.toBeNull();
  });
});
