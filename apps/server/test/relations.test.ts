import type { Comment, CommentsPage, NotificationsPage, Post, PostsPage, PublicUser, RelationsPage, RelationState, UsersPage } from '@arya/core';
import { RELATIONS_MAX } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, follows, memberBlocks, memberMutes, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { getPost, listPosts, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Relation = 'block' | 'mute';
const relate = (member: Member | null, other: string, kind: Relation, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.request({ method, url: `/api/v1/users/${other}/${kind}`, ...(member ? { cookie: member.cookie } : {}) });
const as = (member: Member | null) => (member ? { cookie: member.cookie } : {});
const get = (member: Member | null, url: string) => t.request({ method: 'GET', url, ...as(member) });
const comment = (member: Member, post: Post, text: string) => t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, body: { text }, ...as(member) });
const comments = async (member: Member, post: Post) => (await get(member, `/api/v1/posts/${post._id}/comments`)).json<CommentsPage>().items;
const notifications = async (member: Member) => (await get(member, '/api/v1/me/notifications')).json<NotificationsPage>().items;
const feed = async (member: Member) => (await listPosts(t, { limit: 50 }, member.cookie)).json<PostsPage>().posts;
const follow = (member: Member, other: string, method: 'PUT' | 'DELETE' = 'PUT') => t.request({ method, url: `/api/v1/users/${other}/follow`, ...as(member) });
const countsOf = async (id: string) => {
  const [row] = await t.database.db.select({ followers: users.followersCount, following: users.followingCount }).from(users).where(eq(users.id, id));
  return row;
};

describe('blocking a member', () => {
  let blocker: Member;
  let blocked: Member;
  let third: Member;
  let blockerPost: Post;
  let blockedPost: Post;
  beforeAll(async () => {
    blocker = await newMember(t, 'Bea Blocker');
    blocked = await newMember(t, 'Bob Blocked');
    third = await newMember(t, 'Tina Third');
    blockerPost = await publish(t, blocker.cookie, { text: 'Le post de Bea, assez long pour passer' });
    blockedPost = await publish(t, blocked.cookie, { text: 'Le post de Bob, assez long pour passer' });
    // Before the block: they follow each other, Bob liked and commented on Bea's post.
    expect((await follow(blocker, blocked.id)).statusCode).toBe(200);
    expect((await follow(blocked, blocker.id)).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/v1/posts/${blockerPost._id}/like`, ...as(blocked) })).statusCode).toBe(200);
    expect((await comment(blocked, blockerPost, 'Un commentaire de Bob')).statusCode).toBe(200);
    expect((await comment(third, blockerPost, 'Un commentaire de Tina')).statusCode).toBe(200);
    expect((await notifications(blocker)).some((item) => item.latestAuthor?.Id === blocked.id)).toBe(true);

    const answer = await relate(blocker, blocked.id, 'block');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<RelationState>()).toEqual({ Blocking: true, Muting: false });
  });

  it('ends the follows both ways with their counters, and takes each out of the other’s notifications', async () => {
    expect(await t.database.db.select().from(follows).where(eq(follows.followerId, blocker.id))).toEqual([]);
    expect(await t.database.db.select().from(follows).where(eq(follows.followerId, blocked.id))).toEqual([]);
    expect(await countsOf(blocker.id)).toEqual({ followers: 0, following: 0 });
    expect(await countsOf(blocked.id)).toEqual({ followers: 0, following: 0 });
    expect((await notifications(blocker)).filter((item) => item.latestAuthor?.Id === blocked.id)).toEqual([]);
    expect((await notifications(blocked)).filter((item) => item.latestAuthor?.Id === blocker.id)).toEqual([]);
  });

  it('hides the pair from each other in the feed, by link, in threads and in post lists by author', async () => {
    expect((await feed(blocked)).map((post) => post._id)).not.toContain(blockerPost._id);
    expect((await feed(blocker)).map((post) => post._id)).not.toContain(blockedPost._id);
    expect((await feed(third)).map((post) => post._id)).toEqual(expect.arrayContaining([blockerPost._id, blockedPost._id]));

    expectError(await getPost(t, blocked.cookie, blockerPost._id), 404, 'POST_NOT_FOUND');
    expectError(await getPost(t, blocker.cookie, blockedPost._id), 404, 'POST_NOT_FOUND');
    expect((await listPosts(t, { postId: blockerPost._id }, blocked.cookie)).json<PostsPage>().posts).toEqual([]);
    expectError(await get(blocked, `/api/v1/posts/${blockerPost._id}/comments`), 404, 'POST_NOT_FOUND');
    // The blocker's thread no longer shows Bob's comment; Tina still sees it.
    const blockerView = await comments(blocker, blockerPost);
    expect(blockerView.map((item: Comment) => item.Author.Id)).toEqual([third.id]);
    expect((await comments(third, blockerPost)).map((item: Comment) => item.Author.Id).sort()).toEqual([blocked.id, third.id].sort());
    // A member blocked by the author gets USER_NOT_FOUND for their posts; the blocker sees an empty list of the blocked one's.
    expectError(await listPosts(t, { userId: blocker.id }, blocked.cookie), 404, 'USER_NOT_FOUND');
    expect((await listPosts(t, { userId: blocked.id }, blocker.cookie)).json<PostsPage>().posts).toEqual([]);
  });

  it('refuses every interaction of the blocked member with the blocker’s content (404) and follows both ways', async () => {
    expectError(await comment(blocked, blockerPost, 'Encore moi'), 404, 'POST_NOT_FOUND');
    expectError(await t.request({ method: 'PUT', url: `/api/v1/posts/${blockerPost._id}/like`, ...as(blocked) }), 404, 'POST_NOT_FOUND');
    const share = await t.request({ method: 'POST', url: `/api/v1/posts/${blockerPost._id}/shares`, body: { text: 'À lire absolument, très clair', original: { text: blockerPost.Text, images: blockerPost.Images } }, ...as(blocked) });
    expectError(share, 404, 'POST_NOT_FOUND');
    const tinaComment = (await comments(third, blockerPost)).find((item: Comment) => item.Author.Id === third.id)!;
    const commentPath = `/api/v1/posts/${tinaComment._id.split('/').slice(0, 2).join('/')}/comments/${tinaComment._id.split('/')[2]}`;
    expectError(await t.request({ method: 'PUT', url: `${commentPath}/like`, ...as(blocked) }), 404, 'COMMENT_NOT_FOUND');
    expectError(await t.request({ method: 'POST', url: `${commentPath}/replies`, body: { text: 'Réponse' }, ...as(blocked) }), 404, 'POST_NOT_FOUND');

    expectError(await follow(blocked, blocker.id), 404, 'USER_NOT_FOUND');
    expectError(await follow(blocker, blocked.id), 409, 'MEMBER_BLOCKED');
    expect(await countsOf(blocker.id)).toEqual({ followers: 0, following: 0 });
  });

  it('refuses liking or replying to a blocked author’s comment on someone else’s post', async () => {
    const post = await publish(t, third.cookie, { text: 'Le post de Tina, assez long pour passer' });
    expect((await comment(blocker, post, 'Bea commente chez Tina')).statusCode).toBe(200);
    const beaComment = (await comments(third, post)).find((item: Comment) => item.Author.Id === blocker.id)!;
    const path = `/api/v1/posts/${post._id}/comments/${beaComment._id.split('/')[2]}`;
    expectError(await t.request({ method: 'PUT', url: `${path}/like`, ...as(blocked) }), 404, 'COMMENT_NOT_FOUND');
    expectError(await t.request({ method: 'POST', url: `${path}/replies`, body: { text: 'Réponse' }, ...as(blocked) }), 404, 'COMMENT_NOT_FOUND');
    expectError(await get(blocked, `${path}/replies`), 404, 'COMMENT_NOT_FOUND');
    expect((await comments(blocked, post)).map((item: Comment) => item.Author.Id)).not.toContain(blocker.id);
  });

  it('no longer notifies the blocker of anything the blocked member does, nor the other way', async () => {
    const before = (await notifications(blocked)).length;
    const post = await publish(t, third.cookie, { text: 'Encore un post de Tina, assez long' });
    // Bea comments on a post Bob commented on earlier: Bob is not told (reply notifications go to the comment's author).
    expect((await comment(blocked, post, 'Bob chez Tina')).statusCode).toBe(200);
    const bobComment = (await comments(third, post)).find((item: Comment) => item.Author.Id === blocked.id)!;
    const reply = await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments/${bobComment._id.split('/')[2]}/replies`, body: { text: 'Bea répond' }, ...as(blocker) });
    // Bea cannot see Bob's comment, so she cannot reply to it either.
    expectError(reply, 404, 'COMMENT_NOT_FOUND');
    expect((await notifications(blocked)).length).toBe(before);
  });

  it('hides the blocker’s profile from the blocked member, in every member look-up, and keeps it for the blocker to unblock', async () => {
    expectError(await get(blocked, `/api/v1/users/by-alias/${blocker.systemAlias}`), 404, 'USER_NOT_FOUND');
    expect((await get(blocked, `/api/v1/users?ids=${blocker.id},${third.id}`)).json<UsersPage>().users.map((user) => user._id)).toEqual([third.id]);
    expect((await get(blocked, `/api/v1/users?alias=${blocker.systemAlias}`)).json<UsersPage>().users).toEqual([]);
    expect((await get(blocked, `/api/v1/users?search=${encodeURIComponent('Bea Blocker')}`)).json<UsersPage>().users.map((user) => user._id)).not.toContain(blocker.id);
    expectError(await get(blocked, `/api/v1/users?followingUser=${blocker.id}`), 404, 'USER_NOT_FOUND');
    // The profile page too: a 404 whose HTML names nobody.
    const page = await get(blocked, `/u/${blocker.systemAlias}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Bea');
    expect((await get(third, `/u/${blocker.systemAlias}`)).statusCode).toBe(200);

    const profile = (await get(blocker, `/api/v1/users/by-alias/${blocked.systemAlias}`)).json<PublicUser>();
    expect(profile).toMatchObject({ _id: blocked.id, Blocking: true, Muting: false });
    expect((await get(blocker, `/api/v1/users?search=${encodeURIComponent('Bob Blocked')}`)).json<UsersPage>().users.map((user) => user._id)).not.toContain(blocked.id);
    const suggestions = (await listPosts(t, { userSuggestions: true, limit: 1 }, blocker.cookie)).json<PostsPage>().userSuggestions ?? [];
    expect(suggestions.map((user) => user._id)).not.toContain(blocked.id);
  });

  it('leaves the blocked member out of a third member’s follower list, for the blocker only', async () => {
    expect((await follow(blocked, third.id)).statusCode).toBe(200);
    expect((await follow(blocker, third.id)).statusCode).toBe(200);
    const seenBy = async (member: Member) => (await get(member, `/api/v1/users?followingUser=${third.id}`)).json<UsersPage>().users.map((user) => user._id);
    expect(await seenBy(blocker)).toEqual([blocker.id]);
    expect((await seenBy(third)).sort()).toEqual([blocker.id, blocked.id].sort());
  });

  it('lists the members I block, and unblocking restores reading (not the follows)', async () => {
    const page = (await get(blocker, '/api/v1/me/blocks')).json<RelationsPage>();
    expect(page.items.map((item) => item.user._id)).toEqual([blocked.id]);
    expect(page.items[0]?.user.Blocking).toBe(true);
    expect((await get(blocked, '/api/v1/me/blocks')).json<RelationsPage>().items).toEqual([]);

    const undone = await relate(blocker, blocked.id, 'block', 'DELETE');
    expect(undone.json<RelationState>()).toEqual({ Blocking: false, Muting: false });
    expect((await getPost(t, blocked.cookie, blockerPost._id)).statusCode).toBe(200);
    expect((await feed(blocker)).map((post) => post._id)).toContain(blockedPost._id);
    expect(await t.database.db.select().from(follows).where(and(eq(follows.followerId, blocker.id), eq(follows.followedId, blocked.id)))).toEqual([]);
    // Twice: nothing changes.
    expect((await relate(blocker, blocked.id, 'block', 'DELETE')).json<RelationState>()).toEqual({ Blocking: false, Muting: false });
  });
});

describe('muting a member', () => {
  let muter: Member;
  let muted: Member;
  let mutedPost: Post;
  beforeAll(async () => {
    muter = await newMember(t, 'Mia Muter');
    muted = await newMember(t, 'Max Muted');
    mutedPost = await publish(t, muted.cookie, { text: 'Le post de Max, assez long pour passer' });
    const muterPost = await publish(t, muter.cookie, { text: 'Le post de Mia, assez long pour passer' });
    expect((await comment(muted, muterPost, 'Max commente')).statusCode).toBe(200);
    expect((await relate(muter, muted.id, 'mute')).json<RelationState>()).toEqual({ Blocking: false, Muting: true });
  });

  it('hides the muted member’s posts, comments and notifications from the muter only, and keeps a link readable', async () => {
    expect((await feed(muter)).map((post) => post._id)).not.toContain(mutedPost._id);
    expect((await notifications(muter)).filter((item) => item.latestAuthor?.Id === muted.id)).toEqual([]);
    // By its link, and on the member's profile, a muted member's post still shows.
    expect((await getPost(t, muter.cookie, mutedPost._id)).statusCode).toBe(200);
    expect((await listPosts(t, { userId: muted.id }, muter.cookie)).json<PostsPage>().posts.map((post) => post._id)).toContain(mutedPost._id);
    // The muted member notices nothing: they still read and reach the muter.
    const muterPosts = (await listPosts(t, { userId: muter.id }, muted.cookie)).json<PostsPage>().posts;
    expect(muterPosts).toHaveLength(1);
    expect((await comment(muted, muterPosts[0]!, 'Encore Max')).statusCode).toBe(200);
    expect((await comments(muter, muterPosts[0]!)).map((item: Comment) => item.Author.Id)).not.toContain(muted.id);
    expect((await notifications(muter)).filter((item) => item.latestAuthor?.Id === muted.id)).toEqual([]);
    expect((await get(muter, '/api/v1/me/mutes')).json<RelationsPage>().items.map((item) => item.user._id)).toEqual([muted.id]);
  });

  it('shows the muted member again once unmuted', async () => {
    expect((await relate(muter, muted.id, 'mute', 'DELETE')).json<RelationState>()).toEqual({ Blocking: false, Muting: false });
    expect((await feed(muter)).map((post) => post._id)).toContain(mutedPost._id);
  });
});

describe('refusals', () => {
  it('refuses myself (400), a member who does not exist (404) and visitors (401)', async () => {
    const member = await newMember(t, 'Rita Refused');
    for (const kind of ['block', 'mute'] as const) {
      expectError(await relate(member, member.id, kind), 400, 'CANNOT_BLOCK_SELF');
      expectError(await relate(member, 'nobody-with-this-id', kind), 404, 'USER_NOT_FOUND');
      expectError(await relate(null, member.id, kind), 401, 'UNAUTHENTICATED');
      expectError(await relate(member, 'nobody-with-this-id', kind, 'DELETE'), 404, 'USER_NOT_FOUND');
    }
    expectError(await get(null, '/api/v1/me/blocks'), 401, 'UNAUTHENTICATED');
    expectError(await get(null, '/api/v1/me/mutes'), 401, 'UNAUTHENTICATED');
  });

  it(`refuses a block past ${RELATIONS_MAX} (409 RELATIONS_LIMIT_REACHED) and changes nothing`, async () => {
    const member = await newMember(t, 'Lola Limit');
    const others = await Promise.all(Array.from({ length: 3 }, (_, index) => newMember(t, `Other ${index}`)));
    // Filled directly: the budget of the endpoint (100 an hour) is tested on its own.
    const fakeIds = Array.from({ length: RELATIONS_MAX - 1 }, (_, index) => `limit-filler-${index}`);
    await t.database.db.insert(authUsers).values(fakeIds.map((id) => ({ id, name: id, email: `${id}@example.test` }))).onConflictDoNothing();
    await t.database.db.insert(users).values(fakeIds.map((id, index) => ({ id, displayName: id, defaultLanguage: 'fr' as const, systemAlias: `filler-${index}` }))).onConflictDoNothing();
    await t.database.db.insert(memberMutes).values(fakeIds.map((mutedId) => ({ muterId: member.id, mutedId })));
    expect((await relate(member, others[0]!.id, 'mute')).statusCode).toBe(200);
    expectError(await relate(member, others[1]!.id, 'mute'), 409, 'RELATIONS_LIMIT_REACHED');
    // Muting again one already muted is not a new one; blocks are counted on their own.
    expect((await relate(member, others[0]!.id, 'mute')).statusCode).toBe(200);
    expect((await relate(member, others[2]!.id, 'block')).statusCode).toBe(200);
    const stored = await t.database.db.select().from(memberMutes).where(and(eq(memberMutes.muterId, member.id), eq(memberMutes.mutedId, others[1]!.id)));
    expect(stored).toEqual([]);
    expect(await t.database.db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, member.id))).toHaveLength(1);
  });
});
