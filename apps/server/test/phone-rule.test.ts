import type { Comment, CurrentUser, Post } from '@arya/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, posts } from '../src/db/schema/index.ts';
import { lastCodeTo, sendCode, uniquePhone, verifyCode } from './helpers/phone.ts';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Spec 2 §6: a member needs a verified phone number to write. The probe made eleven social writes
 * through the API as a member who never verified one, and all were accepted: each is refused here.
 */
let t: TestApp;
let author: Member;
let post: Post;
let comment: Comment;
let newcomer: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ SMS_MAX_PER_IP_PER_HOUR: '10000' });
  author = await newMember(t, 'Alice Author');
  post = await publish(t, author.cookie, { text: 'Une analyse du CAC 40 pour la semaine' });
  comment = (await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: author.cookie, body: { text: 'Mon propre avis' } })).json<Comment>();
  const { cookie } = await t.signUp({ name: 'Nora Newcomer', phoneVerified: false });
  const me = (await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' } })).json<CurrentUser>();
  newcomer = { cookie, id: me.uid };
});
afterAll(() => t.close());

const idea = {
  type: 'idea',
  title: 'EURUSD long',
  description: 'Une idée de trading assez longue pour passer la règle',
  levels: { sell: false, assetType: 'forex', ticker: 'eurusd', term: 'mid', entryType: 'market', entry: 1.1, stopLoss: 1.09, breakEven: 1.105, takeProfit1: 1.12 },
};

/** The writes the probe made, each as the API receives it. */
function socialWrites(): { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; headers?: Record<string, string> }[] {
  const commentUrl = `/api/v1/posts/${comment._id.split('/').slice(0, 2).join('/')}/comments/${comment._id.split('/')[2]}`;
  return [
    { name: 'post', method: 'POST', url: '/api/v1/posts', body: { text: 'Achetez ce penny stock maintenant !' } },
    { name: 'comment', method: 'POST', url: `/api/v1/posts/${post._id}/comments`, body: { text: 'Spam en commentaire' } },
    { name: 'reply', method: 'POST', url: `${commentUrl}/replies`, body: { text: 'Spam en réponse' } },
    { name: 'like a post', method: 'PUT', url: `/api/v1/posts/${post._id}/like` },
    { name: 'like a comment', method: 'PUT', url: `${commentUrl}/like` },
    { name: 'share', method: 'POST', url: `/api/v1/posts/${post._id}/shares`, body: { text: 'Partagé', original: { text: post.Text, images: post.Images } } },
    { name: 'follow', method: 'PUT', url: `/api/v1/users/${author.id}/follow` },
    { name: 'idea', method: 'POST', url: '/api/v1/ideas', body: idea },
    { name: 'image upload', method: 'POST', url: '/api/v1/uploads', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' },
    { name: 'audio upload', method: 'POST', url: '/api/v1/uploads/audio', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' },
    { name: 'GIF search', method: 'GET', url: '/api/v1/gifs/search?q=cat' },
  ];
}

describe('a member without a verified phone number', () => {
  it('is refused every social write with PHONE_NOT_VERIFIED, and nothing changes', async () => {
    for (const write of socialWrites()) {
      const response = await t.request({
        method: write.method,
        url: write.url,
        cookie: newcomer.cookie,
        ...(write.body !== undefined ? { body: write.body } : {}),
        ...(write.headers ? { headers: write.headers } : {}),
      });
      expect({ write: write.name, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ write: write.name, status: 403, code: 'PHONE_NOT_VERIFIED' });
    }
    const seen = (await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}`, cookie: author.cookie })).json<Post>();
    expect(seen).toMatchObject({ CommentsCount: 1, SharesCount: 0, ReactionsCount: { Likes: 0 } });
    const [written] = await t.database.db.select({ n: count() }).from(posts).where(eq(posts.authorId, newcomer.id));
    expect(written?.n).toBe(0);
    const [followed] = await t.database.db.select({ n: count() }).from(follows).where(eq(follows.followerId, newcomer.id));
    expect(followed?.n).toBe(0);
  });

  it('still reads the feed, its own account and the phone dialog', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/posts', cookie: newcomer.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: newcomer.cookie })).statusCode).toBe(200);
  });

  it('writes once the number is verified, in the same session', async () => {
    const phone = uniquePhone();
    expect((await sendCode(t, newcomer.cookie, phone)).statusCode).toBe(200);
    expect((await verifyCode(t, newcomer.cookie, phone, await lastCodeTo(t, phone))).statusCode).toBe(200);
    const response = await t.request({ method: 'POST', url: '/api/v1/posts', cookie: newcomer.cookie, body: { text: 'Bonjour à tous, premier post' } });
    expect(response.statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/v1/users/${author.id}/follow`, cookie: newcomer.cookie })).statusCode).toBe(200);
  });
});
