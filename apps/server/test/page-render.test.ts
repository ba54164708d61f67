import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Post } from '@arya/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
`;

let t: TestApp;
let root: string;
let author: Member;
let reader: Member;
let post: Post;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;
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
    const response = await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'same-origin' });
    expect(rootOf(response.body)).toContain(`reader ${reader.id}`);
    expect(rootOf(response.body)).toContain('liked true');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('cookie');
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
    // Another address is rendered anew; a member's page, at each request.
    await page(`/post/${post._id}?utm=x`);
    await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'none' });
    await page(`/post/${post._id}`, { cookie: reader.cookie, 'sec-fetch-site': 'none' });
    expect(renders()).toBe(4);
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

  it('a render that takes too long is given up: the browser renders the page', async () => {
    const response = await page('/legal/notice');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(dataBlock(response.body, 'boot-answers')).not.toBeNull();
  });
});
