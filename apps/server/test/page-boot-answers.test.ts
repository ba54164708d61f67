import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Post, PostsPage } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUpload, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="fr"><head><title>x</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webDistDir: string;
let author: Member;
let reader: Member;
let post: Post;
let image: string;
let queries: string[] = [];

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'arya-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDistDir, 'assets'));
  // As the web build writes it (apps/web/build/page-chunks-plugin.ts); an address that is not an asset is never repeated.
  writeFileSync(
    path.join(webDistDir, 'page-chunks.json'),
    JSON.stringify({ app: ['/assets/main-app.js', 'https://elsewhere.example/x.js'], pages: { post: ['/assets/PostPage-abc.js', 'javascript:alert(1)', '/assets/x.js" onload="alert(1)'] } }),
  );
  t = await createTestApp({}, { webDistDir, onQuery: (statement) => queries.push(statement) });
  author = await newMember(t, 'Alice Martin');
  reader = await newMember(t, 'Bob Reader');
  image = await insertUpload(t, author.id, { width: 1200, height: 630 });
  post = await publish(t, author.cookie, { text: 'Breakout </script><script>alert(1)</script> <!-- & \u2028 done', images: [{ url: image }] });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

interface Answer {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/** The answers as the web reads them: the data block parsed as JSON. */
function bootAnswers(html: string): Answer[] {
  const match = /<script type="application\/json" id="boot-answers">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot answers in the page');
  return JSON.parse(match[1]) as Answer[];
}

const answerTo = (answers: Answer[], method: string, url: string) => answers.find((answer) => answer.method === method && answer.url === url);
const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
const postUrl = () => `/api/v1/posts/${post._id}`;

describe('a page carries the answers of its first API calls', () => {
  it('a visitor on a post page: settings, no session, the post and its first comments as a visitor reads them, its picture preloaded', async () => {
    const response = await page(`/post/${post._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const answers = bootAnswers(response.body);
    expect(answerTo(answers, 'GET', '/api/v1/config')?.status).toBe(200);
    expect(answerTo(answers, 'GET', '/api/v1/session')?.body).toEqual({ userId: null });
    expect(answerTo(answers, 'POST', '/api/v1/me/bootstrap')).toBeUndefined();
    const api = await t.request({ method: 'GET', url: postUrl() });
    expect(answerTo(answers, 'GET', postUrl())).toEqual({ method: 'GET', url: postUrl(), status: 200, body: api.json() });
    expect((answerTo(answers, 'GET', postUrl())?.body as Post).Author.Name).toBe('Alice');
    const comments = await t.request({ method: 'GET', url: `${postUrl()}/comments` });
    expect(answerTo(answers, 'GET', `${postUrl()}/comments`)).toEqual({ method: 'GET', url: `${postUrl()}/comments`, status: 200, body: comments.json() });
    expect(response.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${image}" />`);
  });

  it("a member's text can neither end the data block nor open markup, and reads back unchanged", async () => {
    const response = await page(`/post/${post._id}`);
    const block = /id="boot-answers">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(block).not.toMatch(/<|>|&|\u2028/);
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect((answerTo(bootAnswers(response.body), 'GET', postUrl())?.body as Post).Text).toBe(post.Text);
  });

  it("names the app's and the page's chunks for the browser to fetch beside the entry, and only asset addresses", async () => {
    const body = (await page(`/post/${post._id}`)).body;
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/main-app.js" />');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/PostPage-abc.js" />');
    expect(body).not.toContain('javascript:');
    expect(body).not.toContain('onload');
    expect(body).not.toContain('elsewhere.example');
    const auth = (await page('/auth')).body;
    expect(auth).toContain('href="/assets/main-app.js"');
    expect(auth).not.toContain('PostPage-abc');
  });

  it('a member opening the home page: their session, member state and first feed page, as the API answers them', async () => {
    const response = await page('/', { cookie: reader.cookie, 'sec-fetch-site': 'none' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const answers = bootAnswers(response.body);
    expect(answerTo(answers, 'GET', '/api/v1/session')?.body).toEqual({ userId: reader.id });
    expect(answerTo(answers, 'POST', '/api/v1/me/bootstrap')?.body).toMatchObject({ uid: reader.id, displayName: 'Bob Reader' });
    // As the web asks for it: the first page of everyone's feed, with members to follow.
    const feed = answerTo(answers, 'GET', '/api/v1/posts?userSuggestions=true')?.body as PostsPage;
    const api = await t.request({ method: 'GET', url: '/api/v1/posts?userSuggestions=true', cookie: reader.cookie });
    expect(feed).toEqual(api.json());
    expect(feed.userSuggestions?.length).toBeGreaterThan(0);
    expect(feed.posts[0]?.Author.Name).toBe('Alice Martin');
  });

  it('the following tab of the home page carries its own first page', async () => {
    const answers = bootAnswers((await page('/?feed=following', { cookie: reader.cookie, 'sec-fetch-site': 'none' })).body);
    expect(answerTo(answers, 'GET', '/api/v1/posts?feed=following')?.body).toEqual({ posts: [], nextCursor: null });
  });

  it("reads the member's session once for the page and all the answers it carries", async () => {
    queries = [];
    const answers = bootAnswers((await page('/', { cookie: reader.cookie, 'sec-fetch-site': 'none' })).body);
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(queries.filter((statement) => /"auth_sessions"/.test(statement))).toHaveLength(1);
  });

  it('a link followed from another site, or a browser that does not say, never creates the member state', async () => {
    const variants: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}];
    for (const headers of variants) {
      const answers = bootAnswers((await page('/', { cookie: reader.cookie, ...headers })).body);
      expect(answerTo(answers, 'GET', '/api/v1/session')?.body).toEqual({ userId: reader.id });
      expect(answerTo(answers, 'POST', '/api/v1/me/bootstrap')).toBeUndefined();
    }
  });

  it("a visitor's home page carries no refused answer (the web sends them to sign in)", async () => {
    const answers = bootAnswers((await page('/', { cookie: 'lang=fr', 'sec-fetch-site': 'none' })).body);
    expect(answers.map((answer) => `${answer.method} ${answer.url}`)).toEqual(['GET /api/v1/config', 'GET /api/v1/session']);
  });

  it('a missing post: the page is a 404 and so is the answer the page would have asked for', async () => {
    const response = await page('/post/nobody/nothing');
    expect(response.statusCode).toBe(404);
    expect(answerTo(bootAnswers(response.body), 'GET', '/api/v1/posts/nobody/nothing')?.status).toBe(404);
  });

  it('every page has a description, in its language', async () => {
    expect((await page('/auth')).body).toMatch(/<meta name="description" content="ARYA, la communauté[^"]*" \/>/);
    expect((await page('/en/auth')).body).toMatch(/<meta name="description" content="ARYA, the community[^"]*" \/>/);
  });
});

describe('GET /api/v1/session', () => {
  it('answers the member id of the session cookie, or null', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/session' })).json()).toEqual({ userId: null });
    expect((await t.request({ method: 'GET', url: '/api/v1/session', cookie: reader.cookie })).json()).toEqual({ userId: reader.id });
    expect((await t.request({ method: 'GET', url: '/api/v1/session', cookie: `${reader.cookie}x` })).json()).toEqual({ userId: null });
  });
});
