import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="fr"><head><title>x</title></head><body><div id="root"></div></body></html>';
const INDEX_HTML_EN = INDEX_HTML.replace('<html lang="fr">', '<html lang="en">');
const ASSET_JS = 'console.log("arya");\n';

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'arya-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), ASSET_JS);
  // As apps/web/scripts/precompress.mjs leaves them (contents marked so the test tells them apart).
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js.br'), 'brotli bytes');
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js.gz'), 'gzip bytes');
  t = await createTestApp({}, { webDistDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

/** The built index.html in the page's language, with the answers of its first API calls. */
function expectAppPage(body: string, language: 'fr' | 'en') {
  expect(body).toContain(`<html lang="${language}">`);
  expect(body).toContain('<div id="root"></div>');
  expect(body).toContain('<script type="application/json" id="boot-answers">');
}

describe('page paths', () => {
  it.each([
    '/',
    '/auth',
    '/register',
    '/password?token=abc',
    '/ideas/',
    '/marketing/en',
    '/my-account/get-started/arya-pro',
    '/my-account/arya-premium',
  ])('%s answers 200 with the app page in French', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectAppPage(response.body, 'fr');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it.each(['/en', '/en/auth', '/en/my-account/get-started/arya-crypto'])('%s answers 200 with <html lang="en">', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectAppPage(response.body, 'en');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it.each([
    ['/nope', INDEX_HTML],
    ['/en/nope', INDEX_HTML_EN],
    ['/my-account/get-started/foo', INDEX_HTML],
    ['/marketing/de', INDEX_HTML],
    ['/post/a/b/c/d/e', INDEX_HTML],
    // Known pages whose content does not exist (see posts-visitor.test.ts for existing ones).
    ['/u/some-alias', INDEX_HTML],
    ['/en/u/some-alias', INDEX_HTML_EN],
    ['/u', INDEX_HTML],
    ['/post/a/b', INDEX_HTML],
    ['/post/a/b/c/d', INDEX_HTML],
    ['/auth/extra', INDEX_HTML],
    ['/assets/missing-123.js', INDEX_HTML],
  ])('%s answers 404 with the same app page', async (url, html) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectAppPage(response.body, html === INDEX_HTML_EN ? 'en' : 'fr');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a form POST to a page path with a 404, not the page', async () => {
    const response = await t.request({ method: 'POST', url: '/auth', body: {} });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('static files', () => {
  it('serves a hashed asset with a one-year immutable cache', async () => {
    const response = await page('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(ASSET_JS);
    const cacheControl = String(response.headers['cache-control']);
    expect(cacheControl).toContain('max-age=31536000');
    expect(cacheControl).toContain('immutable');
  });

  it('never caches index.html for long, even asked for by name', async () => {
    const response = await page('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('language redirect on unprefixed paths', () => {
  it('sends a visitor whose lang cookie is en to the /en page, keeping the query', async () => {
    const response = await page('/auth?next=%2Fideas&x=1', { cookie: 'lang=en' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/auth?next=%2Fideas&x=1');
  });

  it('sends the home page to /en', async () => {
    const response = await page('/', { cookie: 'lang=en' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
  });

  it('follows an English Accept-Language when there is no cookie', async () => {
    const response = await page('/auth', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en/auth');
  });

  it('follows the highest-weighted supported language', async () => {
    expect((await page('/auth', { 'accept-language': 'de-DE,fr;q=0.8,en;q=0.5' })).statusCode).toBe(200);
    expect((await page('/auth', { 'accept-language': 'de-DE,fr;q=0.5,en;q=0.8' })).statusCode).toBe(302);
    expect((await page('/auth', { 'accept-language': 'de-DE' })).statusCode).toBe(200);
  });

  it('lets the lang cookie win over the browser language', async () => {
    const response = await page('/auth', { cookie: 'lang=fr', 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expectAppPage(response.body, 'fr');
  });

  it('ignores an unknown lang cookie value', async () => {
    expect((await page('/auth', { cookie: 'lang=de' })).statusCode).toBe(200);
    expect((await page('/auth', { cookie: 'lang=de', 'accept-language': 'en' })).statusCode).toBe(302);
  });

  it('never redirects an /en page', async () => {
    const variants: Record<string, string>[] = [{ cookie: 'lang=fr' }, { 'accept-language': 'fr-FR,fr' }, { cookie: 'lang=en' }, {}];
    for (const headers of variants) {
      const response = await page('/en/auth', headers);
      expect(response.statusCode).toBe(200);
      expectAppPage(response.body, 'en');
    }
  });

  it('tells caches that the answer depends on the cookie and the browser language', async () => {
    const vary = String((await page('/auth')).headers.vary).toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
  });

  it('does not redirect API calls or assets', async () => {
    expect((await page('/api/health', { cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await page('/assets/app-abc123.js', { cookie: 'lang=en' })).statusCode).toBe(200);
  });
});

describe('compression', () => {
  it.each([
    ['br, gzip', 'br', 'brotli bytes'],
    ['gzip', 'gzip', 'gzip bytes'],
  ])('sends the asset precompressed for Accept-Encoding %s', async (accepted, encoding, body) => {
    const response = await page('/assets/app-abc123.js', { 'accept-encoding': accepted });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.body).toBe(body);
  });

  it('sends the asset as it is to a client that accepts no encoding', async () => {
    const response = await page('/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET_JS);
  });

  it('compresses a large JSON answer on the fly, keeping the page Vary headers', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(api.headers['content-encoding']).toBe('br');
    const html = await page('/auth', { 'accept-encoding': 'gzip' });
    expect(String(html.headers.vary)).toMatch(/cookie/i);
  });
});
