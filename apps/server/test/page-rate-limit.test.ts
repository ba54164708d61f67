import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Pages read the database (their first API answers, a post's preview): the probe had 3,000 post
 * pages served in 10 s from an address whose API quota was spent. They share the API's budget per
 * address; built assets do not count.
 */
const LIMIT = 12;
let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'arya-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html lang="fr"><head><title>x</title></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("arya");\n');
  t = await createTestApp({ RATE_LIMIT_API_MAX: String(LIMIT) }, { webDistDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

let address = 0;
/** A client of its own address, so each test starts with an untouched budget. */
function client() {
  address += 1;
  const remoteAddress = `10.1.0.${address}`;
  return (url: string) => t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': 'fr' } });
}

describe('the per-address limit on pages', () => {
  it('refuses pages once the address has spent its API budget, in words a person reads', async () => {
    const get = client();
    for (let i = 0; i < LIMIT; i += 1) expect((await get('/api/health')).statusCode).toBe(200);
    for (const url of ['/post/someone/some-post', '/u/someone', '/auth', '/no-such-page']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^text\/plain/);
      expect(refused.body).toContain('Trop de requêtes');
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });

  it('counts pages in the same budget as the API: pages alone run it out', async () => {
    const get = client();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push((await get('/post/someone/some-post')).statusCode);
    expect(statuses).toContain(429);
    expect((await get('/api/health')).statusCode).toBe(429);
  });

  it('never counts built assets, and leaves other addresses alone', async () => {
    const get = client();
    for (let i = 0; i < LIMIT; i += 1) await get('/api/health');
    expect((await get('/api/health')).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
    expect((await client()('/auth')).statusCode).toBe(200);
  });
});
