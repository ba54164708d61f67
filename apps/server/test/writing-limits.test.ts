import { WRITING_LIMITS, type Comment, type IdeaInput, type Post } from '@arya/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, posts } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { createPost, newMember, publish, updatePost, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
let dora: Member;
let bobsPost: Post;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol, dora] = [await newMember(t, 'Alice Limit'), await newMember(t, 'Bob Limit'), await newMember(t, 'Carol Limit'), await newMember(t, 'Dora Limit')];
  bobsPost = await publish(t, bob.cookie, { text: 'Le CAC 40 teste sa résistance des 8 000 points ce matin.' });
});
afterAll(() => t.close());

const text = (index: number) => `Note de marché numéro ${index}, rien de plus à signaler.`;
const idea: IdeaInput = {
  type: 'idea',
  title: 'EURUSD long sur le support',
  description: 'Le support hebdomadaire tient, momentum confirmé.',
  levels: { sell: false, assetType: 'forex', ticker: 'eurusd', term: 'mid', entryType: 'market', entry: 1.085, stopLoss: 1.08, breakEven: 1.087, takeProfit1: 1.09, takeProfit2: 1.095 },
} as IdeaInput;
const postIdea = (member: Member) => t.request({ method: 'POST', url: '/api/v1/ideas', body: idea as unknown as Record<string, unknown>, cookie: member.cookie });
const share = (member: Member, original: Post) =>
  t.request({ method: 'POST', url: `/api/v1/posts/${original._id}/shares`, cookie: member.cookie, body: { text: 'À lire, très clair', original: { text: original.Text, images: original.Images } } });
const commentOn = (member: Member | null, post: Post, body: string) =>
  t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, body: { text: `<p>${body}</p>` }, ...(member ? { cookie: member.cookie } : {}) });
const replyTo = (member: Member, post: Post, comment: Comment, body: string) =>
  t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments/${comment._id.split('/')[2]}/replies`, body: { text: `<p>${body}</p>` }, cookie: member.cookie });
const editComment = (member: Member, post: Post, comment: Comment, body: string) =>
  t.request({ method: 'PUT', url: `/api/v1/posts/${post._id}/comments/${comment._id.split('/')[2]}`, body: { text: `<p>${body}</p>` }, cookie: member.cookie });
const postsBy = async (member: Member) => (await t.database.db.select({ n: count() }).from(posts).where(eq(posts.authorId, member.id)))[0]!.n;
const commentsBy = async (member: Member) => (await t.database.db.select({ n: count() }).from(comments).where(eq(comments.authorId, member.id)))[0]!.n;

/** The refusal: 429 WRITING_LIMIT_REACHED, with the wait (at most the hour's window) in Retry-After and in details. */
function expectWritingLimit(response: Awaited<ReturnType<TestApp['request']>>) {
  expectError(response, 429, 'WRITING_LIMIT_REACHED');
  const { retryAfterSeconds } = response.json<{ details: { retryAfterSeconds: number } }>().details;
  expect(retryAfterSeconds).toBeGreaterThan(0);
  expect(retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
  expect(Number(response.headers['retry-after'])).toBe(retryAfterSeconds);
}

describe('how much a member may write in an hour', () => {
  it('counts posts, ideas and shares in one publishing budget; past it each is refused with the wait and nothing is written, while others still publish', async () => {
    const { max } = WRITING_LIMITS.publish;
    expect((await postIdea(alice)).statusCode).toBe(200);
    expect((await share(alice, bobsPost)).statusCode).toBe(200);
    for (let index = 0; index < max - 2; index += 1) expect((await createPost(t, alice.cookie, { text: text(index) })).statusCode).toBe(200);
    const written = await postsBy(alice);

    expectWritingLimit(await createPost(t, alice.cookie, { text: text(max) }));
    expectWritingLimit(await postIdea(alice));
    const another = await publish(t, bob.cookie, { text: 'Le pétrole recule après les stocks américains, à surveiller.' });
    expectWritingLimit(await share(alice, another));
    expect(await postsBy(alice)).toBe(written);

    // Another member's budget is their own; and publishing is not commenting.
    expect((await createPost(t, carol.cookie, { text: text(1) })).statusCode).toBe(200);
    expect((await commentOn(alice, bobsPost, 'Toujours possible de commenter.')).statusCode).toBe(200);
  });

  it('counts comments and replies in one budget', async () => {
    const { max } = WRITING_LIMITS.comment;
    const first = (await commentOn(dora, bobsPost, 'Premier commentaire de Dora.')).json<Comment>();
    expect((await replyTo(dora, bobsPost, first, 'Une réponse à moi-même.')).statusCode).toBe(200);
    for (let index = 0; index < max - 2; index += 1) expect((await commentOn(dora, bobsPost, `Commentaire ${index}`)).statusCode).toBe(200);
    const written = await commentsBy(dora);

    expectWritingLimit(await commentOn(dora, bobsPost, 'Un de trop.'));
    expectWritingLimit(await replyTo(dora, bobsPost, first, 'Une de trop.'));
    expect(await commentsBy(dora)).toBe(written);
    // Dora may still publish a post.
    expect((await createPost(t, dora.cookie, { text: text(1) })).statusCode).toBe(200);
  });

  it('counts the edits of posts and comments in one budget, and an edit past it changes nothing', async () => {
    const { max } = WRITING_LIMITS.edit;
    const own = await publish(t, carol.cookie, { text: 'Mon analyse du jour sur le Nasdaq, version une.' });
    const remark = (await commentOn(carol, bobsPost, 'Remarque de Carol.')).json<Comment>();
    for (let index = 0; index < max; index += 1) {
      const response = index % 2 === 0 ? await updatePost(t, carol.cookie, own._id, { text: `Mon analyse du jour, version ${index}.` }) : await editComment(carol, bobsPost, remark, `Remarque ${index}`);
      expect(response.statusCode).toBe(200);
    }
    expectWritingLimit(await updatePost(t, carol.cookie, own._id, { text: 'Une version de trop, jamais enregistrée.' }));
    expectWritingLimit(await editComment(carol, bobsPost, remark, 'Une remarque de trop.'));
    const [stored] = await t.database.db.select({ text: posts.text }).from(posts).where(eq(posts.authorId, carol.id));
    expect(stored?.text).not.toMatch(/de trop/);
  });

  it('counts nothing for a visitor, a member without a verified phone or a call with bad input', async () => {
    const eve = await newMember(t, 'Eve Unverified', 'fr', { phoneVerified: false });
    const frank = await newMember(t, 'Frank Limit');
    for (let index = 0; index < WRITING_LIMITS.publish.max + 1; index += 1) {
      expectError(await createPost(t, undefined, { text: text(index) }), 401, 'UNAUTHENTICATED');
      expectError(await createPost(t, eve.cookie, { text: text(index) }), 403, 'PHONE_NOT_VERIFIED');
      expect((await createPost(t, frank.cookie, { text: 42 })).statusCode).toBe(400);
    }
    expect((await createPost(t, frank.cookie, { text: text(1) })).statusCode).toBe(200);
    expect(await postsBy(eve)).toBe(0);
  });
});
