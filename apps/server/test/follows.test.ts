import type { CurrentUser, FollowState, NotificationsPage, PostsPage, UsersPage } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { insertPostRow, newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let ana: Member;
let ben: Member;
let cleo: Member;
beforeAll(async () => {
  t = await createTestApp();
  ana = await newMember(t, 'Ana Follower');
  ben = await newMember(t, 'Ben Followed');
  cleo = await newMember(t, 'Cléo Third');
});
afterAll(() => t.close());

const followRequest = (member: Member | null, userId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.request({ method, url: `/api/v1/users/${userId}/follow`, ...(member ? { cookie: member.cookie } : {}) });
const follow = followRequest;
const countsOf = async (id: string) => {
  const [row] = await t.database.db.select({ followers: users.followersCount, following: users.followingCount }).from(users).where(eq(users.id, id));
  return row;
};
const pairs = async (followerId: string) => (await t.database.db.select().from(follows).where(eq(follows.followerId, followerId))).map((row) => row.followedId);
const me = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie: member.cookie })).json<CurrentUser>();
const usersList = async (query: string, member: Member | null) =>
  t.request({ method: 'GET', url: `/api/v1/users?${query}`, ...(member ? { cookie: member.cookie } : {}) });

describe('following a member', () => {
  it('counts the follow on both sides, lists it in my FollowingUsers and tells the followed member', async () => {
    const before = await countsOf(ben.id);
    const response = await follow(ana, ben.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<FollowState>()).toEqual({ Following: true, FollowersCount: (before?.followers ?? 0) + 1, FollowingCount: 1 });
    expect((await me(ana)).followingUsers).toEqual([ben.id]);
    const notifications = (await t.request({ method: 'GET', url: '/api/v1/me/notifications', cookie: ben.cookie })).json<NotificationsPage>();
    expect(notifications.items[0]).toMatchObject({ type: 'follow', targetId: ben.id, latestAuthor: { Id: ana.id } });
  });

  it('stays consistent under repeated clicks: five follows at once count once, five unfollows uncount once', async () => {
    const before = await countsOf(cleo.id);
    const follows = await Promise.all(Array.from({ length: 5 }, () => follow(ben, cleo.id)));
    expect(follows.every((answer) => answer.statusCode === 200 && answer.json<FollowState>().Following)).toBe(true);
    expect(await countsOf(cleo.id)).toMatchObject({ followers: (before?.followers ?? 0) + 1 });
    expect(await pairs(ben.id)).toEqual([cleo.id]);

    const unfollows = await Promise.all(Array.from({ length: 5 }, () => follow(ben, cleo.id, 'DELETE')));
    expect(unfollows.every((answer) => answer.statusCode === 200 && !answer.json<FollowState>().Following)).toBe(true);
    expect(await countsOf(cleo.id)).toMatchObject({ followers: before?.followers ?? 0 });
    expect(await countsOf(ben.id)).toMatchObject({ following: 0 });
    expect(await pairs(ben.id)).toEqual([]);
  });

  it('lets two members follow each other at the same moment, again and again, without a failure', async () => {
    const [one, two] = [await newMember(t, 'Mutual One'), await newMember(t, 'Mutual Two')];
    for (let round = 0; round < 5; round += 1) {
      const follow = round % 2 === 0 ? 'PUT' : 'DELETE';
      const answers = await Promise.all([followRequest(one, two.id, follow), followRequest(two, one.id, follow)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    // The last round followed: each follows the other once.
    expect(await countsOf(one.id)).toEqual({ followers: 1, following: 1 });
    expect(await countsOf(two.id)).toEqual({ followers: 1, following: 1 });
  });

  it('takes an unfollowing member back out of the follow notification', async () => {
    await follow(cleo, ana.id);
    await follow(cleo, ana.id, 'DELETE');
    const notifications = (await t.request({ method: 'GET', url: '/api/v1/me/notifications', cookie: ana.cookie })).json<NotificationsPage>();
    expect(notifications.items.filter((item) => item.type === 'follow')).toEqual([]);
  });

  it('refuses following myself (400 CANNOT_FOLLOW_SELF), a member who does not exist (404), and visitors (401)', async () => {
    expectError(await follow(ana, ana.id), 400, 'CANNOT_FOLLOW_SELF');
    expectError(await follow(ana, 'nobody-with-this-id'), 404, 'USER_NOT_FOUND');
    expectError(await follow(ana, 'nobody-with-this-id', 'DELETE'), 404, 'USER_NOT_FOUND');
    expectError(await follow(null, ben.id), 401, 'UNAUTHENTICATED');
    expect(await countsOf(ana.id)).toMatchObject({ following: 1 });
  });
});

describe('followers and following lists (getUsers followingUser / followedBy)', () => {
  it('lists followers newest first in keyset pages, and whom a member follows', async () => {
    const star = await newMember(t, 'Star Coach');
    const fans = [await newMember(t, 'Fan One'), await newMember(t, 'Fan Two'), await newMember(t, 'Fan Three')];
    for (const fan of fans) expect((await follow(fan, star.id)).statusCode).toBe(200);

    const first = (await usersList(`followingUser=${star.id}&limit=2`, null)).json<UsersPage>();
    expect(first.users.map((user) => user._id)).toEqual([fans[2]?.id, fans[1]?.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = (await usersList(`followingUser=${star.id}&limit=2&cursor=${first.nextCursor}`, null)).json<UsersPage>();
    expect(second).toEqual({ users: [expect.objectContaining({ _id: fans[0]?.id })], nextCursor: null });
    // Visitors read first names only, in lists as anywhere.
    expect(second.users[0]?.DisplayName).toBe('Fan');

    const following = (await usersList(`followedBy=${fans[0]?.id}`, fans[1] ?? null)).json<UsersPage>();
    expect(following.users.map((user) => user._id)).toEqual([star.id]);
  });

  it("hides a private member's lists from visitors, and the private member in other members' lists", async () => {
    const hidden = await newMember(t, 'Hidden Person');
    const open = await newMember(t, 'Open Person');
    await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, hidden.id));
    await follow(hidden, open.id);
    await follow(open, hidden.id);
    expectError(await usersList(`followingUser=${hidden.id}`, null), 404, 'USER_NOT_FOUND');
    expectError(await usersList(`followedBy=${hidden.id}`, null), 404, 'USER_NOT_FOUND');
    expect((await usersList(`followingUser=${hidden.id}`, ana)).json<UsersPage>().users.map((user) => user._id)).toEqual([open.id]);
    // The same follows read from the public member's side.
    expect((await usersList(`followingUser=${open.id}`, null)).json<UsersPage>().users).toEqual([]);
    expect((await usersList(`followedBy=${open.id}`, null)).json<UsersPage>().users).toEqual([]);
    expect((await usersList(`followingUser=${open.id}`, ana)).json<UsersPage>().users.map((user) => user._id)).toEqual([hidden.id]);
  });

  it('refuses a cursor it did not make, even one hiding a NUL, with 400', async () => {
    const nul = Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', '\u0000'])).toString('base64url');
    expectError(await usersList(`followingUser=${ben.id}&cursor=${nul}`, null), 400, 'VALIDATION_ERROR');
    expectError(await t.request({ method: 'GET', url: `/api/v1/posts?cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 'a', '\u0000'])).toString('base64url')}`, cookie: ana.cookie }), 400, 'VALIDATION_ERROR');
  });
});

describe('the following feed', () => {
  it('shows only the posts of the members I follow, newest first, in keyset pages', async () => {
    const reader = await newMember(t, 'Reader Only');
    const followedA = await newMember(t, 'Writer Followed');
    const followedB = await newMember(t, 'Quiet Followed');
    const stranger = await newMember(t, 'Writer Stranger');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const a1 = await insertPostRow(t, followedA.id, { creationDate: at(1) });
    const b1 = await insertPostRow(t, followedB.id, { creationDate: at(2) });
    await insertPostRow(t, stranger.id, { creationDate: at(3) });
    const a2 = await insertPostRow(t, followedA.id, { creationDate: at(4) });
    const a3 = await insertPostRow(t, followedA.id, { creationDate: at(5) });
    await follow(reader, followedA.id);
    await follow(reader, followedB.id);

    const page = (cursor?: string) =>
      t.request({ method: 'GET', url: `/api/v1/posts?feed=following&limit=2${cursor ? `&cursor=${cursor}` : ''}`, cookie: reader.cookie });
    const first = (await page()).json<PostsPage>();
    expect(first.posts.map((post) => post._id)).toEqual([a3, a2]);
    const second = (await page(first.nextCursor ?? undefined)).json<PostsPage>();
    expect(second.posts.map((post) => post._id)).toEqual([b1, a1]);
    expect(second.nextCursor).toBeNull();
  });

  it('is empty for a member who follows nobody, and for visitors needs a session (401)', async () => {
    const loner = await newMember(t, 'Loner Person');
    await insertPostRow(t, ben.id);
    expect((await t.request({ method: 'GET', url: '/api/v1/posts?feed=following', cookie: loner.cookie })).json<PostsPage>().posts).toEqual([]);
    expectError(await t.request({ method: 'GET', url: '/api/v1/posts?feed=following' }), 401, 'UNAUTHENTICATED');
  });
});

describe('who to follow', () => {
  it('suggests coaches first, never me nor whom I follow, and never a private member to visitors', async () => {
    const coach = await newMember(t, 'Coach Suggested');
    await t.database.db.update(users).set({ verified: 'signal_publisher' }).where(eq(users.id, coach.id));
    const shy = await newMember(t, 'Shy Private');
    await t.database.db.update(users).set({ publicProfile: false, followersCount: 1000 }).where(eq(users.id, shy.id));
    const seeker = await newMember(t, 'Seeker Member');
    await follow(seeker, ben.id);

    const suggestions = async (member: Member | null) =>
      (await t.request({ method: 'GET', url: `/api/v1/posts?userSuggestions=true&alias=${ben.systemAlias}`, ...(member ? { cookie: member.cookie } : {}) }))
        .json<PostsPage>()
        .userSuggestions?.map((user) => user._id) ?? [];
    const forSeeker = await suggestions(seeker);
    expect(forSeeker[0]).toBe(coach.id);
    expect(forSeeker).not.toContain(seeker.id);
    expect(forSeeker).not.toContain(ben.id);
    expect(await suggestions(null)).not.toContain(shy.id);
  });
});
