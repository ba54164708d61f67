import type { Comment, CommentsPage, LikeState, Post, RepliesPage } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let author: Member;
let reader: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await newMember(t, 'Ana Author');
  reader = await newMember(t, 'Rémi Reader');
  other = await newMember(t, 'Olga Other');
});
afterAll(() => t.close());

const as = (member: Member | null) => (member ? { cookie: member.cookie } : {});
async function commentOn(post: Post, member: Member, text: string): Promise<Comment> {
  const response = await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, body: { text }, ...as(member) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment>();
}
const repliesUrl = (comment: Comment) => `/api/v1/posts/${comment._id.split('/').slice(0, 2).join('/')}/comments/${comment._id.split('/')[2]}/replies`;
const reply = (comment: Comment, member: Member | null, body: unknown) => t.request({ method: 'POST', url: repliesUrl(comment), body, ...as(member) });
const replies = async (comment: Comment, member: Member | null) => (await t.request({ method: 'GET', url: repliesUrl(comment), ...as(member) })).json<RepliesPage>();
const commentsOf = async (post: Post) => (await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}/comments`, ...as(reader) })).json<CommentsPage>();

describe('replies', () => {
  it('a member replies to a comment: counted on the comment, all listed newest first, never on the post count', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour les réponses' });
    const comment = await commentOn(post, reader, 'Une question ?');
    const first = await reply(comment, author, { text: ' Une réponse ' });
    expect(first.statusCode).toBe(200);
    expect(first.json<Comment>()).toMatchObject({ _id: expect.stringMatching(new RegExp(`^${comment._id}/[\\w-]+$`)), Text: 'Une réponse', Author: { Id: author.id } });
    await reply(comment, other, { text: 'Une autre' });
    expect((await replies(comment, null)).items.map((item) => [item.Text, item.Author.Name])).toEqual([['Une autre', 'Olga'], ['Une réponse', 'Ana']]);
    expect((await commentsOf(post)).items[0]).toMatchObject({ RepliesCount: 2 });
    expect((await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}`, ...as(reader) })).json<Post>().CommentsCount).toBe(1);
    // Replies are not comments of the post.
    expect((await commentsOf(post)).items).toHaveLength(1);
  });

  it('only the author edits or deletes a reply; a deleted reply stays flagged and uncounted', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour modifier une réponse' });
    const comment = await commentOn(post, reader, 'Commentaire');
    const created = (await reply(comment, other, { text: 'avant' })).json<Comment>();
    const one = `${repliesUrl(comment)}/${created._id.split('/')[3]}`;
    expect((await t.request({ method: 'PUT', url: one, body: { text: 'piraté' }, ...as(reader) })).json()).toMatchObject({ code: 'NOT_COMMENT_AUTHOR' });
    expect((await t.request({ method: 'DELETE', url: one, ...as(author) })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: one, body: { text: 'après' }, ...as(other) })).json<Comment>()).toMatchObject({ Text: 'après', LastEditBy: other.id });
    expect((await t.request({ method: 'DELETE', url: one, ...as(other) })).json<Comment>()).toMatchObject({ IsDeleted: true, Text: null });
    expect((await commentsOf(post)).items[0]).toMatchObject({ RepliesCount: 0 });
    expect((await replies(comment, reader)).items).toEqual([expect.objectContaining({ IsDeleted: true })]);
    // A reply is not a comment: the comment routes do not reach it, and a reply has no replies.
    const asComment = `/api/v1/posts/${post._id}/comments/${created._id.split('/')[3]}`;
    expect((await t.request({ method: 'PUT', url: asComment, body: { text: 'x' }, ...as(other) })).json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
    expect((await t.request({ method: 'POST', url: `${asComment}/replies`, body: { text: 'x' }, ...as(other) })).json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
  });

  it('refuses visitors, bad input, unknown and deleted comments', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour les refus de réponses' });
    const comment = await commentOn(post, reader, 'Commentaire');
    expect((await reply(comment, null, { text: 'visiteur' })).statusCode).toBe(401);
    expect((await reply(comment, other, { text: '  ' })).statusCode).toBe(400);
    const unknown = await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments/nope/replies`, body: { text: 'où ?' }, ...as(other) });
    expect(unknown.json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
    await t.request({ method: 'DELETE', url: `/api/v1/posts/${post._id}/comments/${comment._id.split('/')[2]}`, ...as(reader) });
    const onDeleted = await reply(comment, other, { text: 'trop tard' });
    expect(onDeleted.statusCode).toBe(409);
    expect(onDeleted.json()).toMatchObject({ code: 'COMMENT_DELETED' });
  });
});

describe('likes of comments and replies', () => {
  it('one like per member, shown to each reader, never below zero; deleted ones refuse', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour aimer les commentaires' });
    const comment = await commentOn(post, reader, 'Aimez-moi');
    const answer = (await reply(comment, author, { text: 'Moi aussi' })).json<Comment>();
    const commentLike = `/api/v1/posts/${post._id}/comments/${comment._id.split('/')[2]}/like`;
    const replyLike = `${repliesUrl(comment)}/${answer._id.split('/')[3]}/like`;
    for (const url of [commentLike, replyLike]) {
      expect((await t.request({ method: 'PUT', url, ...as(other) })).json<LikeState>()).toEqual({ Liked: true, Likes: 1 });
      expect((await t.request({ method: 'PUT', url, ...as(other) })).json<LikeState>()).toEqual({ Liked: true, Likes: 1 });
      expect((await t.request({ method: 'PUT', url, ...as(author) })).json<LikeState>()).toEqual({ Liked: true, Likes: 2 });
      expect((await t.request({ method: 'DELETE', url, ...as(reader) })).json<LikeState>()).toEqual({ Liked: false, Likes: 2 });
      expect((await t.request({ method: 'PUT', url })).statusCode).toBe(401);
    }
    expect((await commentsOf(post)).items[0]).toMatchObject({ Liked: false, ReactionsCount: { Likes: 2 } });
    const seenByOther = (await t.request({ method: 'GET', url: repliesUrl(comment), ...as(other) })).json<RepliesPage>();
    expect(seenByOther.items[0]).toMatchObject({ Liked: true, ReactionsCount: { Likes: 2 } });

    await t.request({ method: 'DELETE', url: `/api/v1/posts/${post._id}/comments/${comment._id.split('/')[2]}`, ...as(reader) });
    expect((await t.request({ method: 'PUT', url: commentLike, ...as(reader) })).json()).toMatchObject({ code: 'COMMENT_DELETED' });
    expect((await t.request({ method: 'PUT', url: `/api/v1/posts/${post._id}/comments/nope/like`, ...as(reader) })).json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
  });
});
