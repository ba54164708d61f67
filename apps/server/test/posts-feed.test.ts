import { randomBytes } from 'node:crypto';
import { FEED_PAGE_SIZE, USER_SUGGESTIONS_DEFAULT_LIMIT, type Post, type PostsPage } from '@arya/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../src/db/schema/index.ts';
import { encodeCursor } from '../src/db/keyset.ts';
import { insertPostRow, listPosts, newMember, publish, readAllPages, type Member, type PostsQueryString } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let ann: Member;
let ben: Member;
let cat: Member;
let reader: Member;
/** Every post of the database, in the order of one big page (the reference order). */
let all: Post[];
let apiPosts: Post[];
let tiedIds: string[];
let sameStatementIds: string[];

const idsOf = (list: Post[]) => list.map((post) => post._id);
const pageOf = async (query: PostsQueryString, cookie?: string) => {
  const response = await listPosts(t, query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PostsPage>();
};

function expectNewestFirst(list: Post[]) {
  const times = list.map((post) => new Date(post.CreationDate).getTime());
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

beforeAll(async () => {
  t = await createTestApp();
  ann = await newMember(t, 'Ann Lefebvre');
  ben = await newMember(t, 'Ben Moreau');
  cat = await newMember(t, 'Cat Girard');
  reader = await newMember(t, 'Reader Only');

  // Older posts written directly, several sharing the very same creation date (to the millisecond).
  const tie = new Date(Date.now() - 24 * 60 * 60 * 1000);
  tiedIds = [];
  for (let index = 0; index < 4; index += 1) tiedIds.push(await insertPostRow(t, ann.id, { creationDate: tie, text: `Ann tied post number ${index}` }));
  for (let index = 0; index < 3; index += 1) tiedIds.push(await insertPostRow(t, ben.id, { creationDate: tie, text: `Ben tied post number ${index}` }));
  await insertPostRow(t, cat.id, { creationDate: new Date(tie.getTime() - 1000), text: 'Cat older than the tie' });
  await insertPostRow(t, cat.id, { creationDate: new Date(tie.getTime() + 1000), text: 'Cat newer than the tie' });

  // PostgreSQL keeps microseconds (its clock, e.g. the column default now(), gives them): rows sharing
  // a timestamp finer than a JavaScript Date must page without loss too.
  const micros = sql`${new Date(tie.getTime() - 500).toISOString()}::timestamptz + interval '456 microseconds'`;
  const batch = Array.from({ length: 5 }, (_, index) => ({
    authorId: index % 2 ? cat.id : ann.id,
    id: randomBytes(12).toString('base64url'),
    text: `Same statement post ${index}`,
    creationDate: micros,
  }));
  await t.database.db.insert(posts).values(batch);
  sameStatementIds = batch.map((row) => `${row.authorId}/${row.id}`);

  // Then posts published through the API, in a known order.
  apiPosts = [];
  for (let index = 0; index < 6; index += 1) {
    const author = [ann, ben, cat][index % 3] as Member;
    apiPosts.push(await publish(t, author.cookie, { text: `Published through the API, number ${index}` }));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }

  const everything = await pageOf({ limit: 50 }, reader.cookie);
  expect(everything.nextCursor).toBeNull();
  all = everything.posts;
});
afterAll(() => t.close());

describe('home feed', () => {
  it('holds every post of every author, newest first', async () => {
    const [stored] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(posts);
    expect(all).toHaveLength(stored?.count ?? -1);
    expect(all).toHaveLength(6 + 5 + 9);
    expectNewestFirst(all);
    // The API posts are the newest, the last published first.
    expect(idsOf(all.slice(0, 6))).toEqual(idsOf(apiPosts).reverse());
    expect(all.slice(0, 6)).toEqual([...apiPosts].reverse());
    expect(idsOf(all)).toEqual(expect.arrayContaining([...tiedIds, ...sameStatementIds]));
    expect(all.at(-1)?.Text).toBe('Cat older than the tie');
  });

  it.each([1, 2, 3, 4, 7, 19, 20, 21])('pages of %i chained by nextCursor give every post exactly once, in order', async (limit) => {
    const pages = await readAllPages(t, { limit }, reader.cookie);
    const ids = pages.flatMap((page) => idsOf(page.posts));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(idsOf(all));
    expect(pages).toHaveLength(Math.max(1, Math.ceil(all.length / limit)));
    for (const page of pages.slice(0, -1)) {
      expect(page.posts).toHaveLength(limit);
      expect(page.nextCursor).toEqual(expect.any(String));
    }
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('pages the posts written in the same millisecond, and in the same statement, without loss', async () => {
    for (const limit of [1, 2, 3]) {
      const ids = (await readAllPages(t, { limit }, reader.cookie)).flatMap((page) => idsOf(page.posts));
      for (const id of [...tiedIds, ...sameStatementIds]) expect(ids.filter((seen) => seen === id)).toHaveLength(1);
    }
  });

  it('answers FEED_PAGE_SIZE posts without a limit', async () => {
    const page = await pageOf({}, reader.cookie);
    expect(page.posts).toHaveLength(FEED_PAGE_SIZE);
    expect(idsOf(page.posts)).toEqual(idsOf(all.slice(0, FEED_PAGE_SIZE)));
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page).not.toHaveProperty('userSuggestions');
  });

  it('answers an empty last page after the oldest post, which ends the feed', async () => {
    const oldest = all.at(-1) as Post;
    const [authorId = '', id = ''] = oldest._id.split('/');
    const cursor = encodeCursor({ at: oldest.CreationDate, ids: [authorId, id] });
    expect(await pageOf({ cursor }, reader.cookie)).toEqual({ posts: [], nextCursor: null });
  });

  it('does not repeat or skip posts when new ones are published while paging (keyset, not offset)', async () => {
    const snapshot = await pageOf({ limit: 50 }, reader.cookie);
    const first = await pageOf({ limit: 4 }, reader.cookie);
    const fresh = await publish(t, ben.cookie, { text: 'Published while someone is scrolling' });
    try {
      const ids = idsOf(first.posts);
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await pageOf({ limit: 4, cursor }, reader.cookie);
        ids.push(...idsOf(page.posts));
        cursor = page.nextCursor;
      }
      expect(ids).toEqual(idsOf(snapshot.posts));
      expect(ids).not.toContain(fresh._id);
      // Reading from the top again shows it first.
      expect((await pageOf({ limit: 1 }, reader.cookie)).posts[0]?._id).toBe(fresh._id);
    } finally {
      // Later tests compare with the posts read in beforeAll.
      await t.database.db.delete(posts).where(eq(posts.id, fresh._id.split('/')[1] as string));
    }
  });

  it.each([
    ['not base64 JSON', 'garbage!!'],
    ['JSON of the wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['a wrong date', Buffer.from('["yesterday","a","b"]').toString('base64url')],
    ['too few parts', Buffer.from('["2024-01-01T00:00:00.000Z","a"]').toString('base64url')],
    ['a date that does not exist', Buffer.from('["2024-02-30T00:00:00.000Z","a","b"]').toString('base64url')],
    ['a date that is not ISO', Buffer.from('["Mon, 01 Jan 2024 00:00:00 GMT","a","b"]').toString('base64url')],
    ['a date with SQL in it', Buffer.from(`["2024-01-01T00:00:00Z' or '1'='1","a","b"]`).toString('base64url')],
    ['too long', 'a'.repeat(201)],
  ])('refuses a cursor that is %s with 400 VALIDATION_ERROR', async (_label, cursor) => {
    const response = await listPosts(t, { cursor }, reader.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it.each(['0', '51', '-1', '2.5', 'ten'])('refuses limit=%s with 400 VALIDATION_ERROR', async (limit) => {
    const response = await listPosts(t, { limit }, reader.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('is for members only: signed out (or with a forged cookie) answers 401 UNAUTHENTICATED', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      for (const query of [{}, { limit: 5 }, { cursor: encodeCursor({ at: new Date().toISOString(), ids: ['a', 'b'] }) }]) {
        const response = await listPosts(t, query, cookie);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });
});

describe("a member's posts", () => {
  const annsPosts = () => all.filter((post) => post.Author.Id === ann.id);

  it('by system alias: only that author, newest first, paged by cursor', async () => {
    expect(annsPosts().length).toBeGreaterThan(4);
    const pages = await readAllPages(t, { alias: ann.systemAlias, limit: 2 }, reader.cookie);
    const ids = pages.flatMap((page) => idsOf(page.posts));
    expect(ids).toEqual(idsOf(annsPosts()));
    expect(pages.flatMap((page) => page.posts).every((post) => post.Author.Id === ann.id && post.Author.Alias === ann.systemAlias)).toBe(true);
  });

  it('by vanity alias, in any case, and the posts carry the vanity alias', async () => {
    await t.database.db.update(users).set({ vanityAlias: 'BenTrades' }).where(eq(users.id, ben.id));
    try {
      for (const alias of ['BenTrades', 'bentrades', 'BENTRADES', ben.systemAlias]) {
        const page = await pageOf({ alias, limit: 50 }, reader.cookie);
        expect(idsOf(page.posts)).toEqual(idsOf(all.filter((post) => post.Author.Id === ben.id)));
        expect(page.posts.every((post) => post.Author.Alias === 'BenTrades')).toBe(true);
      }
    } finally {
      await t.database.db.update(users).set({ vanityAlias: null }).where(eq(users.id, ben.id));
    }
  });

  it('by userId', async () => {
    const page = await pageOf({ userId: cat.id, limit: 50 }, reader.cookie);
    expect(idsOf(page.posts)).toEqual(idsOf(all.filter((post) => post.Author.Id === cat.id)));
  });

  it('answers an empty list for a member without posts', async () => {
    expect(await pageOf({ alias: reader.systemAlias }, reader.cookie)).toEqual({ posts: [], nextCursor: null });
  });

  it('answers 404 USER_NOT_FOUND for an unknown alias or userId, signed in or not', async () => {
    for (const query of [{ alias: 'nobody-here' }, { userId: 'no-such-user' }]) {
      for (const cookie of [reader.cookie, undefined]) {
        const response = await listPosts(t, query, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
      }
    }
  });
});

describe('ids and postId', () => {
  it('ids= answers those posts, newest first, skipping unknown and malformed ids', async () => {
    const wanted = [all[12], all[1], all[7]] as Post[];
    const ids = [...idsOf(wanted), `${ann.id}/unknown`, 'malformed', 'a/b/c'].join(',');
    const page = await pageOf({ ids }, reader.cookie);
    expect(idsOf(page.posts)).toEqual(idsOf([all[1], all[7], all[12]] as Post[]));
    expect(page.posts).toEqual([all[1], all[7], all[12]]);
    expect(page.nextCursor).toBeNull();
  });

  it('postId= answers the one post', async () => {
    const post = all[3] as Post;
    expect(await pageOf({ postId: post._id }, reader.cookie)).toEqual({ posts: [post], nextCursor: null });
    expect(await pageOf({ postId: `${ann.id}/unknown` }, reader.cookie)).toEqual({ posts: [], nextCursor: null });
  });

  it('answers the same shape to visitors', async () => {
    const post = all[3] as Post;
    const page = await pageOf({ postId: post._id });
    expect(page.posts).toHaveLength(1);
    expect(page.posts[0]?._id).toBe(post._id);
  });
});

describe('userSuggestions', () => {
  it(`answers at most ${USER_SUGGESTIONS_DEFAULT_LIMIT} members, never the reader, with the posts`, async () => {
    for (let index = 0; index < 9; index += 1) await newMember(t, `Extra Member${index}`);
    // Make the reader the most followed member, so only the exclusion keeps them out.
    await t.database.db.update(users).set({ followersCount: 1000 }).where(eq(users.id, reader.id));
    const page = await pageOf({ userSuggestions: 'true', limit: 3 }, reader.cookie);
    expect(page.posts).toHaveLength(3);
    const suggestions = page.userSuggestions ?? [];
    expect(suggestions).toHaveLength(USER_SUGGESTIONS_DEFAULT_LIMIT);
    expect(suggestions.map((user) => user._id)).not.toContain(reader.id);
    expect(new Set(suggestions.map((user) => user._id)).size).toBe(suggestions.length);
    for (const user of suggestions) {
      expect(user).toEqual({
        _id: expect.any(String),
        DisplayName: expect.any(String),
        Alias: expect.any(String),
        Job: null,
        Verified: null,
        PictureDate: null,
      });
    }
    // Another member sees the reader suggested first.
    const other = await pageOf({ userSuggestions: 'true', alias: ann.systemAlias }, ann.cookie);
    expect(other.userSuggestions?.[0]?._id).toBe(reader.id);
    expect(other.userSuggestions?.map((user) => user._id)).not.toContain(ann.id);
    expect(other.userSuggestions?.length).toBeLessThanOrEqual(USER_SUGGESTIONS_DEFAULT_LIMIT);
  });

  it('is absent unless asked for', async () => {
    expect(await pageOf({ limit: 1, userSuggestions: 'false' }, reader.cookie)).not.toHaveProperty('userSuggestions');
  });

  it('never suggests a member whose profile is private, to visitors or members', async () => {
    const hidden = await newMember(t, 'Private Person');
    // The most followed member of all: only the privacy rule keeps them out.
    await t.database.db.update(users).set({ publicProfile: false, followersCount: 5000 }).where(eq(users.id, hidden.id));
    const post = await publish(t, ann.cookie, { text: 'A post a visitor opens from a shared link.' });
    for (const cookie of [undefined, reader.cookie]) {
      const page = await pageOf({ userSuggestions: 'true', postId: post._id }, cookie);
      expect(page.userSuggestions?.length).toBeGreaterThan(0);
      expect(page.userSuggestions?.map((user) => user._id)).not.toContain(hidden.id);
    }
  });
});

describe('queries per feed page', () => {
  let q: TestApp;
  let queries: string[] = [];
  let members: Member[];
  let cookie: string;
  beforeAll(async () => {
    q = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
    members = [];
    for (const name of ['Dora Blanc', 'Eli Noir', 'Fay Vert', 'Gus Roux', 'Hal Gris']) members.push(await newMember(q, name));
    for (let index = 0; index < 25; index += 1) {
      const author = members[index % members.length] as Member;
      await publish(q, author.cookie, { text: `Post number ${index} of the query count test` });
    }
    ({ cookie } = members[0] as Member);
  });
  afterAll(() => q.close());

  async function queriesFor(url: string, withCookie = true): Promise<string[]> {
    queries = [];
    const response = await q.request({ method: 'GET', url, ...(withCookie ? { cookie } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const seen = queries;
    queries = [];
    return seen;
  }

  const postQueries = (statements: string[]) => statements.filter((statement) => /\bfrom "posts"/.test(statement));
  /** Statements reading members, but for the page's own (which joins its authors in, and reads whether they are public). */
  const userQueries = (statements: string[]) => statements.filter((statement) => /\bfrom "users"/.test(statement) && !/^select "posts"\."author_id"/.test(statement));

  it('reads a home feed page with its authors in the same small number of queries, whatever the page size', async () => {
    const small = await queriesFor('/api/v1/posts?limit=2');
    const large = await queriesFor('/api/v1/posts?limit=20');
    const page = (await q.request({ method: 'GET', url: '/api/v1/posts?limit=20', cookie })).json<PostsPage>();
    expect(page.posts).toHaveLength(20);
    expect(new Set(page.posts.map((post) => post.Author.Id)).size).toBe(members.length);
    expect(large).toHaveLength(small.length);
    expect(small.length).toBeLessThanOrEqual(5);
    // The posts and their authors come from one query: no query per post or per author.
    expect(postQueries(small)).toHaveLength(1);
    expect(postQueries(large)).toHaveLength(1);
    expect(userQueries(large)).toHaveLength(0);
    // The next page costs the same.
    expect(await queriesFor(`/api/v1/posts?limit=20&cursor=${page.nextCursor as string}`)).toHaveLength(small.length);
  });

  it("reads a member's posts, given ids, and suggestions in a number of queries independent of the page size", async () => {
    const { systemAlias } = members[1] as Member;
    for (const withCookie of [true, false]) {
      const small = await queriesFor(`/api/v1/posts?alias=${systemAlias}&limit=2`, withCookie);
      const large = await queriesFor(`/api/v1/posts?alias=${systemAlias}&limit=20`, withCookie);
      expect(large).toHaveLength(small.length);
      expect(postQueries(large)).toHaveLength(1);
    }
    const all20 = (await q.request({ method: 'GET', url: '/api/v1/posts?limit=20', cookie })).json<PostsPage>().posts.map((post) => post._id);
    const two = await queriesFor(`/api/v1/posts?ids=${all20.slice(0, 2).join(',')}`);
    const twenty = await queriesFor(`/api/v1/posts?ids=${all20.join(',')}`);
    expect(twenty).toHaveLength(two.length);
    expect(postQueries(twenty)).toHaveLength(1);
    const withSuggestions = await queriesFor('/api/v1/posts?limit=20&userSuggestions=true');
    expect(withSuggestions).toHaveLength((await queriesFor('/api/v1/posts?limit=2&userSuggestions=true')).length);
  });
});
