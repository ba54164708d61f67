import type { Post, PostsPage } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../src/db/schema/index.ts';
import {
  createPost,
  deletePost,
  getPost,
  insertUpload,
  listPosts,
  newMember,
  postsCountOf,
  publish,
  storedPostsOf,
  updatePost,
  type Member,
} from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectError } from './helpers/errors.ts';

const MAX_IMAGES = 2;
const TEXT = 'Bitcoin looks strong this week, watching 70k.';
/** One of the built-in GIFs (this app has no GIPHY key): the only GIFs a post may attach here. */
const GIF = { url: '/gifs/rocket.gif', width: 480, height: 270, title: 'Rocket' };
const EVIL_ORIGIN = 'https://evil.example';

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  // Its members publish far more than an hour's writing budget (WRITING_LIMITS, tested in writing-limits.test.ts).
  t = await createTestApp({ MAX_IMAGES_PER_POST: String(MAX_IMAGES), RATE_LIMIT_MEMBER_SCALE: '10' });
  alice = await newMember(t, 'Alice Martin');
  bob = await newMember(t, 'Bob Durand');
  await t.database.db.update(users).set({ job: 'Trader', verified: 'blue' }).where(eq(users.id, alice.id));
});
afterAll(() => t.close());

const keyOf = (id: string) => {
  const [authorId = '', postId = ''] = id.split('/');
  return { authorId, postId };
};

async function storedRow(id: string) {
  const { authorId, postId } = keyOf(id);
  const [row] = await t.database.db.select().from(posts).where(and(eq(posts.authorId, authorId), eq(posts.id, postId)));
  return row;
}

describe('POST /api/v1/posts', () => {
  it('stores and answers the post with the spec field names, the author snapshot and Date equal to CreationDate', async () => {
    const countBefore = await postsCountOf(t, alice.id);
    const before = Date.now();
    const response = await createPost(t, alice.cookie, { text: TEXT });
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const post = response.json<Post>();
    expect(post).toEqual({
      _id: expect.stringMatching(new RegExp(`^${alice.id}/[A-Za-z0-9_-]+$`)),
      Author: { Id: alice.id, Name: 'Alice Martin', Job: 'Trader', Verified: 'blue', PictureDate: null, Alias: alice.systemAlias },
      Text: TEXT,
      TextLang: 'en',
      TextLocalizations: {},
      TranslatedBy: null,
      Cashtags: [],
      Images: [],
      ImageSizes: [],
      Gif: null,
      Preview: null,
      Date: post.CreationDate,
      CreationDate: expect.any(String),
      LastEditDate: null,
      LastEditBy: null,
      ReactionsCount: { Likes: 0 },
      Liked: false,
      CommentsCount: 0,
      LastComment: null,
      SharesCount: 0,
      Shared: false,
      SharedPost: null,
      FinancialData: null,
      Audio: null,
      InternalNewsData: null,
      RestrictedTo: null,
      Locked: false,
      IsDeleted: false,
      DeletedBy: null,
      DeletionDate: null,
    });
    const created = new Date(post.CreationDate).getTime();
    expect(created).toBeGreaterThanOrEqual(before);
    expect(created).toBeLessThanOrEqual(after);

    // Stored under the author, with the same dates, and counted on the author.
    const row = await storedRow(post._id);
    expect(row).toMatchObject({ authorId: alice.id, text: TEXT, images: [], gif: null, youtubeId: null, isDeleted: false });
    expect(row?.creationDate.toISOString()).toBe(post.CreationDate);
    expect(row?.date?.toISOString()).toBe(post.CreationDate);
    expect(await postsCountOf(t, alice.id)).toBe(countBefore + 1);

    // Reading it back answers the same post.
    const read = await getPost(t, alice.cookie, post._id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(post);
  });

  it('trims the text before storing it', async () => {
    const post = await publish(t, alice.cookie, { text: `  \n  ${TEXT}\t  \n` });
    expect(post.Text).toBe(TEXT);
    expect((await storedRow(post._id))?.text).toBe(TEXT);
  });

  it('accepts exactly 10 characters', async () => {
    const post = await publish(t, alice.cookie, { text: '0123456789' });
    expect(post.Text).toBe('0123456789');
  });

  it('takes Images in order and ImageSizes from the upload records, never from the request', async () => {
    const first = await insertUpload(t, alice.id, { width: 1200, height: 800 });
    const second = await insertUpload(t, alice.id, { width: 640, height: 960 });
    const response = await createPost(t, alice.cookie, {
      text: TEXT,
      images: [
        { url: second, width: 1, height: 1 },
        { url: first, width: 99999, height: 99999 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const post = response.json<Post>();
    expect(post.Images).toEqual([second, first]);
    expect(post.ImageSizes).toEqual([
      { width: 640, height: 960 },
      { width: 1200, height: 800 },
    ]);
    expect(post.Gif).toBeNull();
    expect((await storedRow(post._id))?.images).toEqual([
      { url: second, width: 640, height: 960 },
      { url: first, width: 1200, height: 800 },
    ]);
  });

  it('stores a GIF alone', async () => {
    const post = await publish(t, alice.cookie, { text: TEXT, gif: GIF });
    expect(post.Gif).toEqual(GIF);
    expect(post.Images).toEqual([]);
    expect((await storedRow(post._id))?.gif).toEqual(GIF);
  });

  it.each([
    ['a youtu.be link', 'Look at this https://youtu.be/dQw4w9WgXcQ great video', 'dQw4w9WgXcQ'],
    ['a watch?v= link', 'Look at this: https://www.youtube.com/watch?v=9bZkp7q19f0&t=42s', '9bZkp7q19f0'],
    ['a shorts link', 'Short one https://youtube.com/shorts/aqz-KE-bpKQ here', 'aqz-KE-bpKQ'],
  ])('gives Preview.YoutubeId from %s', async (_label, text, youtubeId) => {
    const post = await publish(t, alice.cookie, { text });
    expect(post.Preview).toEqual({ YoutubeId: youtubeId });
    expect((await storedRow(post._id))?.youtubeId).toBe(youtubeId);
  });

  it('gives no Preview for other links', async () => {
    const post = await publish(t, alice.cookie, { text: 'Read https://example.com/watch?v=dQw4w9WgXcQ and https://vimeo.com/123' });
    expect(post.Preview).toBeNull();
  });
});

describe('refusals on create', () => {
  async function expectNothingStored(userId: string, action: () => Promise<void>) {
    const rowsBefore = (await storedPostsOf(t, userId)).length;
    const countBefore = await postsCountOf(t, userId);
    await action();
    expect((await storedPostsOf(t, userId)).length).toBe(rowsBefore);
    expect(await postsCountOf(t, userId)).toBe(countBefore);
  }

  it.each([
    ['9 characters', '123456789'],
    ['9 characters once trimmed', '   123456789   '],
    ['blank text', '            '],
    ['empty text', ''],
  ])('refuses %s with 400 TEXT_LENGTH and stores nothing', async (_label, text) => {
    await expectNothingStored(alice.id, async () => {
      expectError(await createPost(t, alice.cookie, { text }), 400, 'TEXT_LENGTH');
    });
  });

  it('refuses a missing text with 400', async () => {
    await expectNothingStored(alice.id, async () => {
      const response = await createPost(t, alice.cookie, { images: [] });
      expect(response.statusCode).toBe(400);
    });
  });

  it(`refuses ${MAX_IMAGES + 1} images with 400 TOO_MANY_IMAGES (MAX_IMAGES_PER_POST=${MAX_IMAGES}) and stores nothing`, async () => {
    const urls: string[] = [];
    for (let index = 0; index < MAX_IMAGES + 1; index += 1) urls.push(await insertUpload(t, alice.id));
    await expectNothingStored(alice.id, async () => {
      expectError(await createPost(t, alice.cookie, { text: TEXT, images: urls.map((url) => ({ url })) }), 400, 'TOO_MANY_IMAGES');
    });
    // The configured maximum itself is allowed.
    const post = await publish(t, alice.cookie, { text: TEXT, images: urls.slice(0, MAX_IMAGES).map((url) => ({ url })) });
    expect(post.Images).toHaveLength(MAX_IMAGES);
  });

  it('refuses a GIF with images with 400 ATTACHMENTS_MIXED and stores nothing', async () => {
    const url = await insertUpload(t, alice.id);
    await expectNothingStored(alice.id, async () => {
      expectError(await createPost(t, alice.cookie, { text: TEXT, images: [{ url }], gif: GIF }), 400, 'ATTACHMENTS_MIXED');
    });
  });

  it("refuses another member's upload, an unknown path and outside addresses with 400 INVALID_ATTACHMENT", async () => {
    const bobsUpload = await insertUpload(t, bob.id);
    const own = await insertUpload(t, alice.id);
    const refused = [
      bobsUpload,
      `/files/user-assets/${alice.id}/1/999999`,
      `${t.config.publicUrl}${own}`,
      'https://images.example.com/cat.png',
      own.replace('/files/', '/other/'),
      `/files/user-assets/${alice.id}/../${bobsUpload.split('/').slice(-3).join('/')}`,
    ];
    for (const url of refused) {
      await expectNothingStored(alice.id, async () => {
        expectError(await createPost(t, alice.cookie, { text: TEXT, images: [{ url: own }, { url }] }), 400, 'INVALID_ATTACHMENT');
      });
    }
    // Bob may use his own upload.
    expect((await publish(t, bob.cookie, { text: TEXT, images: [{ url: bobsUpload }] })).Images).toEqual([bobsUpload]);
  });

  it('refuses a signed-out request with 401 UNAUTHENTICATED', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      expectError(await createPost(t, cookie, { text: TEXT }), 401, 'UNAUTHENTICATED');
    }
  });

  it('refuses a member who has no profile yet with 404 PROFILE_NOT_FOUND and stores nothing', async () => {
    const { cookie } = await t.signUp({ name: 'No Profile Yet' });
    const [before] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(posts);
    expectError(await createPost(t, cookie, { text: TEXT }), 404, 'PROFILE_NOT_FOUND');
    const [after] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(posts);
    expect(after?.count).toBe(before?.count);
  });

  it('refuses a request from a foreign origin with 403 CROSS_SITE_REQUEST and stores nothing', async () => {
    await expectNothingStored(alice.id, async () => {
      const response = await t.request({ method: 'POST', url: '/api/v1/posts', cookie: alice.cookie, body: { text: TEXT }, headers: { origin: EVIL_ORIGIN } });
      expectError(response, 403, 'CROSS_SITE_REQUEST');
    });
  });
});

describe('GIF addresses', () => {
  it.each([
    ['a script', 'javascript:alert(document.cookie)'],
    ['a data URL', 'data:image/gif;base64,R0lGODlhAQABAAAAACw='],
    ['plain http', 'http://media.giphy.com/media/abc/giphy.gif'],
    ['a port on the local network', 'http://127.0.0.1:22/'],
    ['a tracker pixel', 'https://tracker.example/pixel.gif?member=alice'],
    ['the GIF provider of another configuration', 'https://media.giphy.com/media/abc/giphy.gif'],
    ['a built-in name that does not exist', '/gifs/not-one-of-ours.gif'],
  ])('refuses %s and stores nothing', async (_, url) => {
    const before = await storedPostsOf(t, alice.id);
    const response = await createPost(t, alice.cookie, { text: TEXT, gif: { url, width: 10, height: 10 } });
    expect(response.statusCode).toBe(400);
    expect(['VALIDATION_ERROR', 'INVALID_ATTACHMENT']).toContain(response.json<{ code: string }>().code);
    expect(await storedPostsOf(t, alice.id)).toEqual(before);
  });
});

describe('PUT /api/v1/posts/:authorId/:postId', () => {
  it('edits my post: new content, LastEditDate and LastEditBy set, CreationDate and Date unchanged', async () => {
    const image = await insertUpload(t, alice.id, { width: 300, height: 200 });
    const original = await publish(t, alice.cookie, { text: 'The original text of my post', images: [{ url: image }] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const before = Date.now();
    const response = await updatePost(t, alice.cookie, original._id, { text: '  The edited text https://youtu.be/dQw4w9WgXcQ  ', gif: GIF });
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const edited = response.json<Post>();
    expect(edited).toMatchObject({
      _id: original._id,
      Author: original.Author,
      Text: 'The edited text https://youtu.be/dQw4w9WgXcQ',
      Images: [],
      ImageSizes: [],
      Gif: GIF,
      Preview: { YoutubeId: 'dQw4w9WgXcQ' },
      CreationDate: original.CreationDate,
      Date: original.Date,
      LastEditBy: alice.id,
      IsDeleted: false,
    });
    const editedAt = new Date(edited.LastEditDate as string).getTime();
    expect(editedAt).toBeGreaterThanOrEqual(before);
    expect(editedAt).toBeLessThanOrEqual(after);
    expect(editedAt).toBeGreaterThan(new Date(original.CreationDate).getTime());
    expect((await getPost(t, bob.cookie, original._id)).json()).toMatchObject({ Text: edited.Text, LastEditBy: alice.id, LastEditDate: edited.LastEditDate });

    // Editing again removes the video preview when the link goes.
    const again = (await updatePost(t, alice.cookie, original._id, { text: 'No more video in this one' })).json<Post>();
    expect(again.Preview).toBeNull();
    expect(again.Gif).toBeNull();
  });

  it('does not count an edit as a new post', async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    const count = await postsCountOf(t, alice.id);
    expect((await updatePost(t, alice.cookie, post._id, { text: 'A different text now' })).statusCode).toBe(200);
    expect(await postsCountOf(t, alice.id)).toBe(count);
  });

  it("refuses another member with 403 NOT_POST_AUTHOR and leaves the post unchanged", async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    expectError(await updatePost(t, bob.cookie, post._id, { text: 'Bob rewrites Alice post' }), 403, 'NOT_POST_AUTHOR');
    expect((await getPost(t, alice.cookie, post._id)).json()).toEqual(post);
  });

  it('refuses a visitor with 401 UNAUTHENTICATED and a foreign origin with 403 CROSS_SITE_REQUEST', async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    expectError(await updatePost(t, undefined, post._id, { text: 'A visitor rewrites it' }), 401, 'UNAUTHENTICATED');
    const crossSite = await t.request({
      method: 'PUT',
      url: `/api/v1/posts/${post._id}`,
      cookie: alice.cookie,
      body: { text: 'Rewritten from elsewhere' },
      headers: { origin: EVIL_ORIGIN },
    });
    expectError(crossSite, 403, 'CROSS_SITE_REQUEST');
    expect((await getPost(t, alice.cookie, post._id)).json()).toEqual(post);
  });

  it('answers 404 POST_NOT_FOUND for an unknown post', async () => {
    expectError(await updatePost(t, alice.cookie, `${alice.id}/does-not-exist`, { text: 'Editing nothing at all' }), 404, 'POST_NOT_FOUND');
    expectError(await updatePost(t, alice.cookie, `unknown-author/does-not-exist`, { text: 'Editing nothing at all' }), 404, 'POST_NOT_FOUND');
  });

  it('applies the create rules to the new content and changes nothing when refused', async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    const own = await insertUpload(t, alice.id);
    const bobs = await insertUpload(t, bob.id);
    const three = [own, await insertUpload(t, alice.id), await insertUpload(t, alice.id)].map((url) => ({ url }));
    expectError(await updatePost(t, alice.cookie, post._id, { text: '123456789' }), 400, 'TEXT_LENGTH');
    expectError(await updatePost(t, alice.cookie, post._id, { text: TEXT, images: three }), 400, 'TOO_MANY_IMAGES');
    expectError(await updatePost(t, alice.cookie, post._id, { text: TEXT, images: [{ url: own }], gif: GIF }), 400, 'ATTACHMENTS_MIXED');
    expectError(await updatePost(t, alice.cookie, post._id, { text: TEXT, images: [{ url: bobs }] }), 400, 'INVALID_ATTACHMENT');
    expect((await getPost(t, alice.cookie, post._id)).json()).toEqual(post);
  });
});

describe('DELETE /api/v1/posts/:authorId/:postId', () => {
  it('soft-deletes my post: flagged, who and when recorded, CreationDate kept, Date removed, content blanked', async () => {
    const image = await insertUpload(t, alice.id);
    const post = await publish(t, alice.cookie, { text: 'To be deleted https://youtu.be/dQw4w9WgXcQ', images: [{ url: image }] });
    const count = await postsCountOf(t, alice.id);
    const before = Date.now();
    const response = await deletePost(t, alice.cookie, post._id);
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const deleted = response.json<Post>();
    expect(deleted).toMatchObject({
      _id: post._id,
      Author: post.Author,
      Text: null,
      Images: [],
      ImageSizes: [],
      Gif: null,
      Preview: null,
      Date: null,
      CreationDate: post.CreationDate,
      IsDeleted: true,
      DeletedBy: alice.id,
    });
    const deletedAt = new Date(deleted.DeletionDate as string).getTime();
    expect(deletedAt).toBeGreaterThanOrEqual(before);
    expect(deletedAt).toBeLessThanOrEqual(after);
    expect(await postsCountOf(t, alice.id)).toBe(count - 1);

    // The row is kept (soft delete) with the flags; Date is gone.
    const row = await storedRow(post._id);
    expect(row).toMatchObject({ isDeleted: true, deletedBy: alice.id, date: null });
    expect(row?.creationDate.toISOString()).toBe(post.CreationDate);

    // Anyone reading it sees the deleted card, without content.
    for (const cookie of [alice.cookie, bob.cookie, undefined]) {
      const read = await getPost(t, cookie, post._id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ IsDeleted: true, Text: null, Images: [], Date: null });
      expect(read.body).not.toContain('To be deleted');
      expect(read.body).not.toContain(image);
    }
  });

  it("keeps the deleted post in the author's feed and the home feed, flagged IsDeleted", async () => {
    const kept = await publish(t, bob.cookie, { text: 'Bob keeps this one' });
    const gone = await publish(t, bob.cookie, { text: 'Bob deletes this one' });
    expect((await deletePost(t, bob.cookie, gone._id)).statusCode).toBe(200);
    for (const query of [{ alias: bob.systemAlias }, { userId: bob.id }, {}]) {
      const page = (await listPosts(t, { ...query, limit: 50 }, alice.cookie)).json<PostsPage>();
      const ids = page.posts.map((post) => post._id);
      expect(ids.indexOf(gone._id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(gone._id)).toBeLessThan(ids.indexOf(kept._id)); // still in its place, newest first
      expect(page.posts.find((post) => post._id === gone._id)).toMatchObject({ IsDeleted: true, Text: null, DeletedBy: bob.id });
      expect(page.posts.find((post) => post._id === kept._id)).toMatchObject({ IsDeleted: false, Text: 'Bob keeps this one' });
    }
  });

  it('answers 409 POST_DELETED to a second delete and to an edit after delete, counting the delete once', async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    expect((await deletePost(t, alice.cookie, post._id)).statusCode).toBe(200);
    const count = await postsCountOf(t, alice.id);
    const deletedRow = await storedRow(post._id);
    expectError(await deletePost(t, alice.cookie, post._id), 409, 'POST_DELETED');
    expectError(await updatePost(t, alice.cookie, post._id, { text: 'Bringing it back to life' }), 409, 'POST_DELETED');
    expect(await postsCountOf(t, alice.id)).toBe(count);
    expect(await storedRow(post._id)).toEqual(deletedRow);
  });

  it('counts two racing deletes of the same post once', async () => {
    await publish(t, bob.cookie, { text: 'Padding so the count stays positive' });
    const post = await publish(t, bob.cookie, { text: TEXT });
    const count = await postsCountOf(t, bob.id);
    const answers = await Promise.all([deletePost(t, bob.cookie, post._id), deletePost(t, bob.cookie, post._id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await postsCountOf(t, bob.id)).toBe(count - 1);
  });

  it('refuses another member with 403 NOT_POST_AUTHOR and a visitor with 401, leaving the post alone', async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    const count = await postsCountOf(t, alice.id);
    expectError(await deletePost(t, bob.cookie, post._id), 403, 'NOT_POST_AUTHOR');
    expectError(await deletePost(t, undefined, post._id), 401, 'UNAUTHENTICATED');
    expectError(await t.request({ method: 'DELETE', url: `/api/v1/posts/${post._id}`, cookie: alice.cookie, headers: { origin: EVIL_ORIGIN } }), 403, 'CROSS_SITE_REQUEST');
    expect((await getPost(t, alice.cookie, post._id)).json()).toEqual(post);
    expect(await postsCountOf(t, alice.id)).toBe(count);
  });

  it("refuses another member even on a deleted post (403 before 409)", async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    expect((await deletePost(t, alice.cookie, post._id)).statusCode).toBe(200);
    expectError(await deletePost(t, bob.cookie, post._id), 403, 'NOT_POST_AUTHOR');
    expectError(await updatePost(t, bob.cookie, post._id, { text: 'Bob tries anyway' }), 403, 'NOT_POST_AUTHOR');
  });

  it('answers 404 POST_NOT_FOUND for an unknown post', async () => {
    expectError(await deletePost(t, alice.cookie, `${alice.id}/does-not-exist`), 404, 'POST_NOT_FOUND');
  });
});

describe('posts_count', () => {
  it('follows creates and deletes of the author only', async () => {
    const carol = await newMember(t, 'Carol Petit');
    expect(await postsCountOf(t, carol.id)).toBe(0);
    const bobCount = await postsCountOf(t, bob.id);
    const first = await publish(t, carol.cookie, { text: TEXT });
    const second = await publish(t, carol.cookie, { text: TEXT });
    expect(await postsCountOf(t, carol.id)).toBe(2);
    expect((await deletePost(t, carol.cookie, first._id)).statusCode).toBe(200);
    expect(await postsCountOf(t, carol.id)).toBe(1);
    expect((await deletePost(t, carol.cookie, second._id)).statusCode).toBe(200);
    expect(await postsCountOf(t, carol.id)).toBe(0);
    expect(await postsCountOf(t, bob.id)).toBe(bobCount);
  });
});

describe('GET /api/v1/posts/:authorId/:postId', () => {
  it('answers 404 POST_NOT_FOUND for an unknown post, signed in or not', async () => {
    expectError(await getPost(t, alice.cookie, `${alice.id}/nope`), 404, 'POST_NOT_FOUND');
    expectError(await getPost(t, undefined, `${alice.id}/nope`), 404, 'POST_NOT_FOUND');
  });

  it("does not find a post under another author's id", async () => {
    const post = await publish(t, alice.cookie, { text: TEXT });
    expectError(await getPost(t, alice.cookie, `${bob.id}/${keyOf(post._id).postId}`), 404, 'POST_NOT_FOUND');
  });
});
