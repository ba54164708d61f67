import type { CommentsPage, NotificationsPage, Post, PostsPage, PublicUser, UsersPage } from '@arya/core';
import { PERMANENT_UNTIL } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import { getPost, listPosts, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A member's content is hidden from everyone but staff while users.hidden_until is in the future:
// a suspension (until its end) or an account being deleted (until restored). Issue 25.
let t: TestApp;
let staff: Member;
let reader: Member;
let hidden: Member;
let otherAuthor: Member;
let hiddenPost: Post;
let readerPost: Post;
let share: Post;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newMember(t, 'Stella Staff');
  await makeStaff(t, staff.id);
  reader = await newMember(t, 'Rita Reader');
  hidden = await newMember(t, 'Hector Hidden');
  otherAuthor = await newMember(t, 'Olga Other');
  hiddenPost = await publish(t, hidden.cookie, { text: 'Achetez ce token, gain garanti' });
  readerPost = await publish(t, otherAuthor.cookie, { text: 'Analyse du CAC 40 cette semaine' });
  expect((await t.request({ method: 'POST', url: `/api/v1/posts/${readerPost._id}/comments`, body: { text: 'Rejoignez mon canal privé' }, cookie: hidden.cookie })).statusCode).toBe(200);
  // They follow the reader (who is told), and the other author shares their post.
  expect((await t.request({ method: 'PUT', url: `/api/v1/users/${reader.id}/follow`, cookie: hidden.cookie })).statusCode).toBe(200);
  const shared = await t.request({ method: 'POST', url: `/api/v1/posts/${hiddenPost._id}/shares`, cookie: otherAuthor.cookie, body: { text: 'À lire absolument, très clair', original: { text: hiddenPost.Text, images: [] } } });
  expect(shared.statusCode).toBe(200);
  share = shared.json<Post>();
});
afterAll(() => t.close());

const hide = (until: Date | string | null) => t.database.db.update(users).set({ hiddenUntil: until === null ? null : new Date(until) }).where(eq(users.id, hidden.id));
const feed = async (member: Member | null, query: Record<string, string> = {}) => {
  const answer = await listPosts(t, { limit: 50, ...query }, member?.cookie);
  return answer.statusCode === 404 ? [] : answer.json<PostsPage>().posts.map((post) => post._id);
};
const threadAuthors = async (member: Member) => (await t.request({ method: 'GET', url: `/api/v1/posts/${readerPost._id}/comments`, cookie: member.cookie })).json<CommentsPage>().items.map((comment) => comment.Author.Id);
const profile = (member: Member | null) => t.request({ method: 'GET', url: `/api/v1/users/by-alias/${hidden.systemAlias}`, ...(member ? { cookie: member.cookie } : {}) });
const followers = async (member: Member | null) =>
  (await t.request({ method: 'GET', url: `/api/v1/users?followingUser=${reader.id}`, ...(member ? { cookie: member.cookie } : {}) })).json<UsersPage>().users.map((user) => user._id);
/** What the reader's notifications say of the hidden member: their follow, as listed and counted. */
const followNotice = async () => {
  const list = (await t.request({ method: 'GET', url: '/api/v1/me/notifications', cookie: reader.cookie })).json<NotificationsPage>().items.filter((item) => item.type === 'follow');
  const { unread } = (await t.request({ method: 'GET', url: '/api/v1/me/notifications/unread', cookie: reader.cookie })).json<{ unread: number }>();
  return { authors: list.map((item) => item.latestAuthor?.Id), unread };
};
const search = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/users?search=hector', cookie: member.cookie })).json<UsersPage>().users.map((user) => user._id);

describe('a hidden member (suspended, or leaving)', () => {
  it('is shown to everyone before', async () => {
    expect(await feed(reader)).toContain(hiddenPost._id);
    expect(await feed(null, { alias: hidden.systemAlias })).toContain(hiddenPost._id);
    expect(await threadAuthors(reader)).toContain(hidden.id);
    expect((await profile(reader)).statusCode).toBe(200);
    expect(await search(reader)).toContain(hidden.id);
    expect(await followers(reader)).toContain(hidden.id);
    expect(await followNotice()).toEqual({ authors: [hidden.id], unread: 1 });
    expect((await getPost(t, reader.cookie, share._id)).json<Post>().SharedPost).toMatchObject({ Author: { Id: hidden.id, Name: 'Hector Hidden' }, IsDeleted: false });
  });

  it('disappears for members and visitors from feeds, links, threads, profile, search and the card’s last comment', async () => {
    await hide(PERMANENT_UNTIL);
    expect(await feed(reader)).not.toContain(hiddenPost._id);
    expect(await feed(null, { alias: hidden.systemAlias })).toEqual([]);
    expectError(await getPost(t, reader.cookie, hiddenPost._id), 404, 'POST_NOT_FOUND');
    expectError(await getPost(t, undefined, hiddenPost._id), 404, 'POST_NOT_FOUND');
    expectError(await t.request({ method: 'PUT', url: `/api/v1/posts/${hiddenPost._id}/like`, cookie: reader.cookie }), 404, 'POST_NOT_FOUND');
    expect(await threadAuthors(reader)).not.toContain(hidden.id);
    const card = (await getPost(t, reader.cookie, readerPost._id)).json<Post>();
    expect(card.LastComment).toBeNull();
    expectError(await profile(reader), 404, 'USER_NOT_FOUND');
    expectError(await profile(null), 404, 'USER_NOT_FOUND');
    expect(await search(reader)).not.toContain(hidden.id);
    expect((await t.request({ method: 'GET', url: `/u/${hidden.systemAlias}` })).statusCode).toBe(404);
    // Nor in follow lists, notifications (listed or counted), or what others shared of them.
    expect(await followers(reader)).not.toContain(hidden.id);
    expect(await followers(null)).not.toContain(hidden.id);
    expect(await followNotice()).toEqual({ authors: [], unread: 0 });
    const shareSeen = await getPost(t, reader.cookie, share._id);
    expect(shareSeen.json<Post>().SharedPost).toMatchObject({ Text: null, IsDeleted: true, Author: { Name: '', Alias: null, PictureDate: null } });
    expect(shareSeen.body).not.toContain('Hector');
  });

  it('stays in view of staff, who decide on it', async () => {
    expect(await feed(staff)).toContain(hiddenPost._id);
    expect((await getPost(t, staff.cookie, hiddenPost._id)).statusCode).toBe(200);
    expect(await threadAuthors(staff)).toContain(hidden.id);
    expect((await profile(staff)).json<PublicUser>()._id).toBe(hidden.id);
    expect(await followers(staff)).toContain(hidden.id);
  });

  it('comes back once the date has passed', async () => {
    await hide(new Date(Date.now() - 1000));
    expect(await feed(reader)).toContain(hiddenPost._id);
    expect((await getPost(t, reader.cookie, hiddenPost._id)).statusCode).toBe(200);
    expect(await threadAuthors(reader)).toContain(hidden.id);
    expect((await getPost(t, reader.cookie, readerPost._id)).json<Post>().LastComment?.Author.Id).toBe(hidden.id);
    expect((await profile(null)).statusCode).toBe(200);
    expect(await followNotice()).toEqual({ authors: [hidden.id], unread: 1 });
    expect(await followers(reader)).toContain(hidden.id);
    await hide(null);
    expect(await search(reader)).toContain(hidden.id);
  });
});
