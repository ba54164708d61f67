import { shareIdOf, type Post, type ShareInput } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { deletePost, getPost, insertUpload, newMember, postsCountOf, publish, updatePost, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let author: Member;
let sharer: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await newMember(t, 'Ana Author');
  sharer = await newMember(t, 'Sami Sharer');
  other = await newMember(t, 'Olga Other');
});
afterAll(() => t.close());

const SHARE_TEXT = 'À lire absolument, très clair';
/** What the writer sends: the member's text and the original as they loaded it. */
const shareBody = (original: Post, text = SHARE_TEXT): ShareInput => ({ text, original: { text: original.Text, images: original.Images } });
const share = (original: Post, member: Member | null, body: ShareInput | Record<string, unknown> = shareBody(original)) =>
  t.request({ method: 'POST', url: `/api/v1/posts/${original._id}/shares`, body, ...(member ? { cookie: member.cookie } : {}) });
const read = async (id: string, member: Member | null) => (await getPost(t, member?.cookie, id)).json<Post>();
const storedOriginal = async (post: Post) => {
  const [authorId, id] = post._id.split('/') as [string, string];
  const [row] = await t.database.db.select().from(posts).where(and(eq(posts.authorId, authorId), eq(posts.id, id)));
  return row;
};

describe('sharing a post', () => {
  it("makes a share whose id comes from the original's, carrying the original, and counts it", async () => {
    const image = await insertUpload(t, author.id, { width: 640, height: 480 });
    const original = await publish(t, author.cookie, { text: 'Analyse du CAC 40 cette semaine', images: [{ url: image }] });
    const sharerPosts = await postsCountOf(t, sharer.id);

    const response = await share(original, sharer);
    expect(response.statusCode).toBe(200);
    const copy = response.json<Post>();
    const [originalAuthorId, originalPostId] = original._id.split('/') as [string, string];
    expect(copy._id).toBe(`${sharer.id}/${shareIdOf(originalAuthorId, originalPostId)}`);
    expect(copy._id).toContain('share');
    expect(copy).toMatchObject({
      Author: { Id: sharer.id, Name: 'Sami Sharer' },
      Text: SHARE_TEXT,
      Images: [],
      Gif: null,
      SharedPost: {
        Id: original._id,
        Author: { Id: author.id, Name: 'Ana Author', Alias: author.systemAlias },
        Text: 'Analyse du CAC 40 cette semaine',
        Date: original.Date,
        Images: [image],
        ImageSizes: [{ width: 640, height: 480 }],
        IsDeleted: false,
      },
    });
    expect(await postsCountOf(t, sharer.id)).toBe(sharerPosts + 1);
    // The original counts it, and tells its sharer they shared it (nobody else).
    expect(await read(original._id, sharer)).toMatchObject({ SharesCount: 1, Shared: true });
    expect(await read(original._id, other)).toMatchObject({ SharesCount: 1, Shared: false });
    expect(await read(original._id, null)).toMatchObject({ SharesCount: 1, Shared: false });
    // Visitors read the original's author by first name, like any author.
    expect((await read(copy._id, null)).SharedPost?.Author.Name).toBe('Ana');
  });

  it('refuses a second share, even sent at once, with 409 POST_ALREADY_SHARED', async () => {
    const original = await publish(t, author.cookie, { text: 'Une seule fois par membre' });
    const answers = await Promise.all([share(original, sharer), share(original, sharer), share(original, sharer)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((item) => item.statusCode === 409)) expectError(answer, 409, 'POST_ALREADY_SHARED');
    expect((await storedOriginal(original))?.sharesCount).toBe(1);
    expectError(await share(original, sharer), 409, 'POST_ALREADY_SHARED');
  });

  it('refuses sharing my own post with 403 CANNOT_SHARE_OWN_POST and writes nothing', async () => {
    const original = await publish(t, author.cookie, { text: 'Mon propre post à moi' });
    const before = await postsCountOf(t, author.id);
    expectError(await share(original, author), 403, 'CANNOT_SHARE_OWN_POST');
    expect(await postsCountOf(t, author.id)).toBe(before);
    expect((await storedOriginal(original))?.sharesCount).toBe(0);
  });

  it('refuses a deleted original with 409 ORIGINAL_POST_DELETED', async () => {
    const original = await publish(t, author.cookie, { text: 'Bientôt supprimé, hélas' });
    expect((await deletePost(t, author.cookie, original._id)).statusCode).toBe(200);
    expectError(await share(original, sharer), 409, 'ORIGINAL_POST_DELETED');
  });

  it('refuses an original whose text or images changed since it was loaded, and writes nothing', async () => {
    const original = await publish(t, author.cookie, { text: 'Première version du texte' });
    expect((await updatePost(t, author.cookie, original._id, { text: 'Deuxième version du texte' })).statusCode).toBe(200);
    expectError(await share(original, sharer), 409, 'ORIGINAL_POST_TEXT_CHANGED');

    const edited = await read(original._id, sharer);
    const image = await insertUpload(t, author.id);
    expect((await updatePost(t, author.cookie, original._id, { text: 'Deuxième version du texte', images: [{ url: image }] })).statusCode).toBe(200);
    expectError(await share(edited, sharer), 409, 'ORIGINAL_POST_IMAGES_CHANGED');
    expect((await storedOriginal(original))?.sharesCount).toBe(0);

    // Loaded again, it can be shared.
    expect((await share(await read(original._id, sharer), sharer)).statusCode).toBe(200);
  });

  it('shares the original when asked to share a share', async () => {
    const original = await publish(t, author.cookie, { text: 'Le post qui circule beaucoup' });
    const copy = (await share(original, sharer)).json<Post>();
    const again = await share(copy, other, shareBody(original));
    expect(again.statusCode).toBe(200);
    expect(again.json<Post>().SharedPost?.Id).toBe(original._id);
    expect((await storedOriginal(original))?.sharesCount).toBe(2);
  });

  it('uncounts a deleted share from its original, and keeps it shared once', async () => {
    const original = await publish(t, author.cookie, { text: 'Partagé puis retiré' });
    const copy = (await share(original, sharer)).json<Post>();
    expect((await deletePost(t, sharer.cookie, copy._id)).statusCode).toBe(200);
    expect(await read(original._id, sharer)).toMatchObject({ SharesCount: 0, Shared: true });
    expectError(await share(original, sharer), 409, 'POST_ALREADY_SHARED');
  });

  it("stops showing the original's content once the original is deleted", async () => {
    const original = await publish(t, author.cookie, { text: 'Contenu qui va disparaître' });
    const copy = (await share(original, sharer)).json<Post>();
    await deletePost(t, author.cookie, original._id);
    expect((await read(copy._id, other)).SharedPost).toMatchObject({ Id: original._id, Text: null, Images: [], IsDeleted: true });
  });

  it("stops showing an image its author took off the original (it is no longer served)", async () => {
    const [kept, removed] = [await insertUpload(t, author.id), await insertUpload(t, author.id)];
    const original = await publish(t, author.cookie, { text: 'Deux graphiques à comparer', images: [{ url: kept }, { url: removed }] });
    const copy = (await share(original, sharer)).json<Post>();
    expect((await read(copy._id, other)).SharedPost?.Images).toEqual([kept, removed]);
    expect((await updatePost(t, author.cookie, original._id, { text: 'Deux graphiques à comparer', images: [{ url: kept }] })).statusCode).toBe(200);
    expect((await read(copy._id, other)).SharedPost).toMatchObject({ Images: [kept], ImageSizes: [{ width: 800, height: 600 }], Text: 'Deux graphiques à comparer' });
  });

  it('lets the sharer edit their text but never add media to a share', async () => {
    const original = await publish(t, author.cookie, { text: 'Un post à commenter en partage' });
    const copy = (await share(original, sharer)).json<Post>();
    const edited = await updatePost(t, sharer.cookie, copy._id, { text: 'Mon avis a changé depuis' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Post>()).toMatchObject({ Text: 'Mon avis a changé depuis', SharedPost: { Id: original._id } });
    const image = await insertUpload(t, sharer.id);
    expectError(await updatePost(t, sharer.cookie, copy._id, { text: 'Avec une image en plus', images: [{ url: image }] }), 400, 'SHARE_HAS_NO_MEDIA');
    expect((await read(copy._id, sharer)).Images).toEqual([]);
  });

  it('refuses visitors, bad input and unknown posts, and writes nothing', async () => {
    const original = await publish(t, author.cookie, { text: 'Un post bien gardé ici' });
    expectError(await share(original, null), 401, 'UNAUTHENTICATED');
    expectError(await share(original, sharer, shareBody(original, 'court')), 400, 'TEXT_LENGTH');
    expectError(await share(original, sharer, { text: SHARE_TEXT }), 400, 'VALIDATION_ERROR');
    expectError(await share(original, sharer, { text: SHARE_TEXT, original: { text: 'a\u0000b', images: [] } }), 400, 'INVALID_TEXT');
    const unknown = { ...original, _id: `${author.id}/nope` };
    expectError(await share(unknown, sharer), 404, 'POST_NOT_FOUND');
    const cross = await t.request({ method: 'POST', url: `/api/v1/posts/${original._id}/shares`, body: shareBody(original), cookie: sharer.cookie, headers: { origin: 'https://evil.example' } });
    expectError(cross, 403, 'CROSS_SITE_REQUEST');
    expect((await storedOriginal(original))?.sharesCount).toBe(0);
    const [profile] = await t.database.db.select({ postsCount: users.postsCount }).from(users).where(eq(users.id, sharer.id));
    expect(profile?.postsCount).toBe(await postsCountOf(t, sharer.id));
  });
});
