import { getPostRoute, getUserByAliasRoute, listPostsRoute, searchGifsRoute, TERMS_VERSION, type Post } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '../src/db/schema/index.ts';
import { createPost, newMember, publish, storedPostsOf, updatePost, type Member } from './helpers/posts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

/**
 * NUL and lone surrogates, the strings PostgreSQL cannot store (PGlite used to cut them short), as
 * JSON carries them and as a URL does (a surrogate's UTF-8 bytes, which no URL decoder accepts).
 */
const BAD_TEXTS = {
  nul: { text: 'Bonjour\u0000 le marché', inUrl: 'Bonjour%00%20le%20march%C3%A9', queryRefused: true },
  // The query-string parser reads bytes that are not UTF-8 as U+FFFD: well-formed text, so an
  // alias or a post id made of it is simply not found.
  loneSurrogates: { text: '\udfff\udfff texte du post', inUrl: '%ED%BF%BF%ED%BF%BF%20texte', queryRefused: false },
} as const;

let t: TestApp;
let alice: Member;
let post: Post;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newMember(t, 'Alice Martin');
  post = await publish(t, alice.cookie, { text: 'Un post tout à fait normal.' });
});
afterAll(() => t.close());

function expectInvalidText(response: { statusCode: number; json: () => unknown; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'INVALID_TEXT', message: expect.any(String) });
}

describe.each(Object.entries(BAD_TEXTS))('a text with %s', (_, { text: bad, inUrl, queryRefused }) => {
  it('is refused as post text, GIF title or GIF address, and nothing is stored', async () => {
    const before = await storedPostsOf(t, alice.id);
    const gif = { url: 'https://media.giphy.com/media/abc/giphy.gif', width: 10, height: 10 };
    for (const body of [
      { text: bad },
      { text: 'Un texte correct et assez long', gif: { ...gif, title: bad } },
      { text: 'Un texte correct et assez long', gif: { ...gif, url: `https://media.giphy.com/${bad}` } },
      { text: 'Un texte correct et assez long', images: [{ url: `/files/${bad}` }] },
    ]) {
      expectInvalidText(await createPost(t, alice.cookie, body));
    }
    expect(await storedPostsOf(t, alice.id)).toEqual(before);
  });

  it('is refused when editing a post, which keeps its text', async () => {
    expectInvalidText(await updatePost(t, alice.cookie, post._id, { text: bad }));
    const [row] = await storedPostsOf(t, alice.id);
    expect(row?.text).toBe('Un post tout à fait normal.');
  });

  it('is refused in path parameters and query strings (never a 500)', async () => {
    for (const url of [
      getUserByAliasRoute.path.replace(':alias', inUrl),
      getPostRoute.path.replace(':authorId', inUrl).replace(':postId', 'x'),
      getPostRoute.path.replace(':authorId', alice.id).replace(':postId', inUrl),
    ]) {
      expectInvalidText(await t.request({ method: 'GET', url, cookie: alice.cookie }));
    }
    for (const url of [
      `${listPostsRoute.path}?cursor=${inUrl}`,
      `${listPostsRoute.path}?alias=${inUrl}`,
      `${listPostsRoute.path}?userId=${inUrl}`,
      `${listPostsRoute.path}?postId=${encodeURIComponent(`${alice.id}/`)}${inUrl}`,
      `${listPostsRoute.path}?ids=${inUrl}`,
      `${searchGifsRoute.path}?q=${inUrl}`,
    ]) {
      const response = await t.request({ method: 'GET', url, cookie: alice.cookie });
      if (queryRefused) expectInvalidText(response);
      else expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('is refused by sign-up, sign-in and password reset, creating no account', async () => {
    const accountsBefore = await t.database.db.select({ id: authUsers.id }).from(authUsers);
    for (const [url, body] of [
      ['/api/auth/sign-up/email', { acceptedTerms: TERMS_VERSION, email: 'nul@example.com', password: 'a-strong-password', name: bad }],
      ['/api/auth/sign-up/email', { acceptedTerms: TERMS_VERSION, email: `nul${bad}@example.com`, password: 'a-strong-password', name: 'Nul' }],
      ['/api/auth/sign-in/email', { email: 'nul@example.com', password: bad }],
      ['/api/auth/request-password-reset', { email: `nul${bad}@example.com`, redirectTo: '/password' }],
      ['/api/auth/reset-password', { token: bad, newPassword: 'a-strong-password' }],
    ] as const) {
      expectInvalidText(await t.request({ method: 'POST', url, body }));
    }
    expect(await t.database.db.select({ id: authUsers.id }).from(authUsers)).toEqual(accountsBefore);
  });

  it('in a page address answers the not-found page, never a 500', async () => {
    for (const url of [`/post/${inUrl}/x`, `/u/${inUrl}`, `/en/post/${alice.id}/${inUrl}`]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

it('a reset-password link with a NUL token answers 400, not 500', async () => {
  const response = await t.request({ method: 'GET', url: '/api/auth/reset-password/%00?callbackURL=%2Fpassword' });
  expect(response.statusCode).toBeLessThan(500);
});

it('refuses JSON nested thousands of levels deep with 400, on the API and on sign-in alike', async () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  for (const url of ['/api/auth/sign-in/email', '/api/v1/posts']) {
    const response = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: alice.cookie }, payload: deep });
    expect(response.statusCode, url).toBe(400);
  }
});

it('keeps well-formed text whole: emoji, flags and accents', async () => {
  const text = 'Objectif 🚀 atteint 🇫🇷 — déjà +12 % 😀';
  const created = await publish(t, alice.cookie, { text });
  expect(created.Text).toBe(text);
  const rows = await storedPostsOf(t, alice.id);
  expect(rows.map((row) => row.text)).toContain(text);
});
