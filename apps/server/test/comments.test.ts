import type { Comment, CommentsPage, Post } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, posts } from '../src/db/schema/index.ts';
import { insertUpload, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let queries: string[] = [];
let t: TestApp;
let author: Member;
let reader: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
  author = await newMember(t, 'Ana Author');
  reader = await newMember(t, 'Rémi Reader');
  other = await newMember(t, 'Olga Other');
});
afterAll(() => t.close());

const url = (post: Post, rest = '') => `/api/v1/posts/${post._id}/comments${rest}`;
const comment = (post: Post, member: Member | null, body: unknown) =>
  t.request({ method: 'POST', url: url(post), body, ...(member ? { cookie: member.cookie } : {}) });
const list = async (post: Post, member: Member | null, query = '') =>
  (await t.request({ method: 'GET', url: url(post, query), ...(member ? { cookie: member.cookie } : {}) })).json<CommentsPage>();
const readPost = async (post: Post) => (await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}`, cookie: reader.cookie })).json<Post>();
const commentIdOf = (item: Comment) => item._id.split('/')[2]!;

describe('comments', () => {
  it('a member comments a post: trimmed text, counted on the post, newest first for everyone', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post à commenter, assez long' });
    const first = await comment(post, reader, { text: '  Premier commentaire  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json<Comment>()).toMatchObject({
      _id: expect.stringMatching(new RegExp(`^${post._id}/[\\w-]+$`)),
      Author: { Id: reader.id, Name: 'Rémi Reader' },
      Text: 'Premier commentaire',
      Image: null,
      IsDeleted: false,
      ReactionsCount: { Likes: 0 },
      Liked: false,
      RepliesCount: 0,
    });
    await comment(post, other, { text: 'Deuxième' });
    expect((await readPost(post)).CommentsCount).toBe(2);
    const page = await list(post, reader);
    expect(page.items.map((item) => item.Text)).toEqual(['Deuxième', 'Premier commentaire']);
    // Visitors read comments, authors by first name.
    expect((await list(post, null)).items.map((item) => item.Author.Name)).toEqual(['Olga', 'Rémi']);
  });

  it('pages of 7 chained by the cursor give every comment once', async () => {
    const post = await publish(t, author.cookie, { text: 'Beaucoup de commentaires ici' });
    for (let index = 1; index <= 16; index += 1) await comment(post, reader, { text: `commentaire ${index}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CommentsPage = await list(post, reader, cursor ? `?cursor=${cursor}` : '');
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items.map((item) => item.Text!));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 16 }, (_, index) => `commentaire ${16 - index}`));
    expect((await t.request({ method: 'GET', url: url(post, '?cursor=nope') })).statusCode).toBe(400);
  });

  it('stores HTML sanitized: no script, no handler, no style, links opened apart', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour tester le HTML' });
    const answer = await comment(post, reader, {
      text: '<b>Fort</b> <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)" onclick="x">a</a> <a href="https://example.com">b</a> <span style="color:red">c</span>',
    });
    expect(answer.json<Comment>().Text).toBe(
      '<b>Fort</b> <a rel="noopener noreferrer nofollow ugc" target="_blank">a</a> <a href="https://example.com" rel="noopener noreferrer nofollow ugc" target="_blank">b</a> c',
    );
    const nothingLeft = await comment(post, reader, { text: '<script>alert(1)</script>' });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json()).toMatchObject({ code: 'TEXT_LENGTH' });
  });

  it('takes an image of the member’s own uploads only', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour les images' });
    const mine = await insertUpload(t, reader.id, { width: 640, height: 480 });
    const theirs = await insertUpload(t, other.id);
    expect((await comment(post, reader, { text: 'avec image', image: { url: mine } })).json<Comment>().Image).toEqual({ url: mine, width: 640, height: 480 });
    const refused = await comment(post, reader, { text: 'image volée', image: { url: theirs } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_ATTACHMENT' });
  });

  it('only the author edits or deletes; a deleted comment stays, flagged, uncounted', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour modifier' });
    const created = (await comment(post, reader, { text: 'avant' })).json<Comment>();
    const one = url(post, `/${commentIdOf(created)}`);
    for (const member of [other, author]) {
      const edit = await t.request({ method: 'PUT', url: one, cookie: member.cookie, body: { text: 'piraté' } });
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toMatchObject({ code: 'NOT_COMMENT_AUTHOR' });
      expect((await t.request({ method: 'DELETE', url: one, cookie: member.cookie })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'PUT', url: one, body: { text: 'visiteur' } })).statusCode).toBe(401);

    const edited = await t.request({ method: 'PUT', url: one, cookie: reader.cookie, body: { text: ' après ' } });
    expect(edited.json<Comment>()).toMatchObject({ Text: 'après', LastEditBy: reader.id, LastEditDate: expect.any(String) });

    const deleted = await t.request({ method: 'DELETE', url: one, cookie: reader.cookie });
    expect(deleted.json<Comment>()).toMatchObject({ IsDeleted: true, DeletedBy: reader.id, Text: null, Date: null });
    expect((await readPost(post)).CommentsCount).toBe(0);
    expect((await list(post, other)).items).toEqual([expect.objectContaining({ IsDeleted: true, Text: null })]);
    const [stored] = await t.database.db.select().from(comments).where(eq(comments.id, commentIdOf(created)));
    expect(stored).toMatchObject({ isDeleted: true, text: 'après' });

    for (const method of ['PUT', 'DELETE'] as const) {
      const again = await t.request({ method, url: one, cookie: reader.cookie, ...(method === 'PUT' ? { body: { text: 'encore' } } : {}) });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'COMMENT_DELETED' });
    }
  });

  it("keeps the post's LastComment on the newest comment still there, as edited, without markup", async () => {
    const post = await publish(t, author.cookie, { text: 'Un post et son dernier mot' });
    expect((await readPost(post)).LastComment).toBeNull();
    const first = (await comment(post, reader, { text: 'Premier <b>avis</b> &amp; plus' })).json<Comment>();
    expect((await readPost(post)).LastComment).toEqual({ Id: first._id, Author: { Id: reader.id, Name: 'Rémi Reader' }, Text: 'Premier avis & plus', Date: first.Date });
    const second = (await comment(post, other, { text: 'Second avis' })).json<Comment>();
    // A reply is not a comment of the post.
    await t.request({ method: 'POST', url: url(post, `/${commentIdOf(first)}/replies`), cookie: author.cookie, body: { text: 'Une réponse' } });
    expect((await readPost(post)).LastComment).toMatchObject({ Id: second._id, Text: 'Second avis' });
    // Visitors read the first name only.
    expect((await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}` })).json<Post>().LastComment?.Author.Name).toBe('Olga');

    await t.request({ method: 'PUT', url: url(post, `/${commentIdOf(second)}`), cookie: other.cookie, body: { text: 'Avis corrigé' } });
    expect((await readPost(post)).LastComment).toMatchObject({ Id: second._id, Text: 'Avis corrigé' });
    await t.request({ method: 'PUT', url: url(post, `/${commentIdOf(first)}`), cookie: reader.cookie, body: { text: 'Premier avis corrigé' } });
    expect((await readPost(post)).LastComment).toMatchObject({ Id: second._id, Text: 'Avis corrigé' });

    await t.request({ method: 'DELETE', url: url(post, `/${commentIdOf(second)}`), cookie: other.cookie });
    expect((await readPost(post)).LastComment).toMatchObject({ Id: first._id, Text: 'Premier avis corrigé' });
    await t.request({ method: 'DELETE', url: url(post, `/${commentIdOf(first)}`), cookie: reader.cookie });
    expect((await readPost(post)).LastComment).toBeNull();
  });

  it('keeps LastComment right when comments are deleted and added at the same time', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post très commenté en même temps' });
    const oldest = (await comment(post, reader, { text: 'Le plus ancien' })).json<Comment>();
    const middle = (await comment(post, other, { text: 'Le milieu' })).json<Comment>();
    const newest = (await comment(post, reader, { text: 'Le plus récent' })).json<Comment>();
    await Promise.all([middle, newest].map((item) => t.request({ method: 'DELETE', url: url(post, `/${commentIdOf(item)}`), cookie: item.Author.Id === reader.id ? reader.cookie : other.cookie })));
    expect((await readPost(post)).LastComment).toMatchObject({ Id: oldest._id });
    const [added] = await Promise.all([
      comment(post, other, { text: 'Tout nouveau' }),
      t.request({ method: 'DELETE', url: url(post, `/${commentIdOf(oldest)}`), cookie: reader.cookie }),
    ]);
    expect((await readPost(post)).LastComment).toMatchObject({ Id: added.json<Comment>()._id, Text: 'Tout nouveau' });
  });

  it('refuses visitors, bad input, missing and deleted posts, changing nothing', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour les refus' });
    expect((await comment(post, null, { text: 'visiteur' })).statusCode).toBe(401);
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'nul\u0000' }, {}, { text: 'ok', image: { url: 'https://evil.example/x.png' } }]) {
      const refused = await comment(post, reader, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await t.request({ method: 'POST', url: `/api/v1/posts/${author.id}/nope/comments`, cookie: reader.cookie, body: { text: 'où ?' } });
    expect(missing.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/posts/${author.id}/nope/comments` })).statusCode).toBe(404);
    const unknown = await t.request({ method: 'PUT', url: url(post, '/nope'), cookie: reader.cookie, body: { text: 'où ?' } });
    expect(unknown.json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });

    await t.request({ method: 'DELETE', url: `/api/v1/posts/${post._id}`, cookie: author.cookie });
    const onDeleted = await comment(post, reader, { text: 'trop tard' });
    expect(onDeleted.statusCode).toBe(409);
    expect(onDeleted.json()).toMatchObject({ code: 'POST_DELETED' });
    const [stored] = await t.database.db.select({ count: posts.commentsCount }).from(posts).where(eq(posts.id, post._id.split('/')[1]!));
    expect(stored?.count).toBe(0);
  });

  it('reads a page of comments with authors and the reader’s likes in one query, whatever its size', async () => {
    const post = await publish(t, author.cookie, { text: 'Compter les requêtes des commentaires' });
    for (let index = 0; index < 7; index += 1) await comment(post, other, { text: `c${index}` });
    queries = [];
    await list(post, reader, '?limit=2');
    const small = queries.length;
    queries = [];
    await list(post, reader, '?limit=7');
    expect(queries).toHaveLength(small);
  });
});
