import type { LikeState, Post } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, reactions } from '../src/db/schema/index.ts';
import { newMember, publish, type Member } from './helpers/posts.ts';
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

const likeUrl = (post: Post) => `/api/v1/posts/${post._id}/like`;
const like = (post: Post, member: Member | null, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.request({ method, url: likeUrl(post), ...(member ? { cookie: member.cookie } : {}) });
const read = async (post: Post, member: Member | null) =>
  (await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}`, ...(member ? { cookie: member.cookie } : {}) })).json<Post>();

describe('liking a post', () => {
  it('counts one like per member, shows each reader their own, and unlikes', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post à aimer, assez long' });
    expect(post).toMatchObject({ Liked: false, ReactionsCount: { Likes: 0 } });

    const first = await like(post, reader);
    expect(first.statusCode).toBe(200);
    expect(first.json<LikeState>()).toEqual({ Liked: true, Likes: 1 });
    expect(await read(post, reader)).toMatchObject({ Liked: true, ReactionsCount: { Likes: 1 } });
    expect(await read(post, other)).toMatchObject({ Liked: false, ReactionsCount: { Likes: 1 } });
    expect(await read(post, null)).toMatchObject({ Liked: false, ReactionsCount: { Likes: 1 } });

    expect((await like(post, other)).json<LikeState>()).toEqual({ Liked: true, Likes: 2 });
    // The author may like their own post too.
    expect((await like(post, author)).json<LikeState>()).toEqual({ Liked: true, Likes: 3 });

    expect((await like(post, reader, 'DELETE')).json<LikeState>()).toEqual({ Liked: false, Likes: 2 });
    expect(await read(post, reader)).toMatchObject({ Liked: false, ReactionsCount: { Likes: 2 } });
    const stored = await t.database.db.select().from(reactions).where(eq(reactions.targetId, post._id));
    expect(stored.map((row) => row.userId).sort()).toEqual([author.id, other.id].sort());
    expect(stored[0]).toMatchObject({ type: 'Like', date: expect.any(Date) });
  });

  it('never counts a member twice: a second like changes nothing, even sent at once', async () => {
    const post = await publish(t, author.cookie, { text: 'Deux clics rapides sur le coeur' });
    const answers = await Promise.all([like(post, reader), like(post, reader), like(post, reader)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await read(post, reader)).toMatchObject({ Liked: true, ReactionsCount: { Likes: 1 } });
    expect((await like(post, reader)).json<LikeState>()).toEqual({ Liked: true, Likes: 1 });
  });

  it('never goes below zero: unliking what one does not like changes nothing', async () => {
    const post = await publish(t, author.cookie, { text: 'Personne ne l’aime encore' });
    expect((await like(post, reader, 'DELETE')).json<LikeState>()).toEqual({ Liked: false, Likes: 0 });
    await like(post, other);
    expect((await like(post, reader, 'DELETE')).json<LikeState>()).toEqual({ Liked: false, Likes: 1 });
    // Even a count already wrong in the database never goes negative.
    const [authorId, id] = post._id.split('/') as [string, string];
    await t.database.db.update(posts).set({ likesCount: 0 }).where(eq(posts.id, id));
    expect((await like(post, other, 'DELETE')).json<LikeState>()).toEqual({ Liked: false, Likes: 0 });
    expect(authorId).toBe(author.id);
  });

  it('refuses visitors (401), unknown posts (404) and deleted posts (409), changing nothing', async () => {
    const post = await publish(t, author.cookie, { text: 'Bientôt supprimé, ce post' });
    await like(post, other);
    expect((await like(post, null)).statusCode).toBe(401);
    expect((await like(post, null, 'DELETE')).statusCode).toBe(401);
    const missing = await t.request({ method: 'PUT', url: `/api/v1/posts/${author.id}/nope/like`, cookie: reader.cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'POST_NOT_FOUND' });

    await t.request({ method: 'DELETE', url: `/api/v1/posts/${post._id}`, cookie: author.cookie });
    for (const method of ['PUT', 'DELETE'] as const) {
      const refused = await like(post, reader, method);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'POST_DELETED' });
    }
    expect((await read(post, other)).ReactionsCount.Likes).toBe(1);
  });

  it('refuses bad ids with a validation error, not a failure', async () => {
    const response = await t.request({ method: 'PUT', url: `/api/v1/posts/${author.id}/${'x'.repeat(101)}/like`, cookie: reader.cookie });
    expect(response.statusCode).toBe(400);
  });

  it('costs the same number of queries whatever the number of likes', async () => {
    const post = await publish(t, author.cookie, { text: 'Compter les requêtes du like' });
    queries = [];
    await like(post, reader);
    const once = queries.length;
    for (let i = 0; i < 5; i += 1) await newMember(t, `Fan ${i}`).then((fan) => like(post, fan));
    queries = [];
    await like(post, other);
    expect(queries).toHaveLength(once);
  });

  it('reads the reader’s likes of a feed page in the same query as the page', async () => {
    await publish(t, author.cookie, { text: 'Encore un post pour la page' });
    queries = [];
    const page = await t.request({ method: 'GET', url: '/api/v1/posts?limit=20', cookie: reader.cookie });
    expect(page.statusCode).toBe(200);
    expect(queries.filter((statement) => /"reactions"/.test(statement))).toHaveLength(1);
    expect(queries.filter((statement) => /"posts"/.test(statement))).toHaveLength(1);
  });
});
