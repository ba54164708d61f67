import {
  ACCOUNT_DELETION_GRACE_DAYS,
  createCommentRoute,
  followUserRoute,
  likePostRoute,
  PERMANENT_UNTIL,
  requestAccountDeletionRoute,
  type AccountDeletionScheduled,
  type Comment,
  type CurrentUser,
  type ModerationCase,
  type Post,
} from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountDeletions,
  authAccounts,
  authSessions,
  authUsers,
  coinEntries,
  comments,
  consentRecords,
  follows,
  invoices,
  moderationAppeals,
  moderationCases,
  notifications,
  posts,
  reactions,
  subscriptions,
  uploads,
  userPrivate,
  users,
} from '../src/db/schema/index.ts';
import { eraseAccount } from '../src/features/account-deletion/erase-account.job.ts';
import { FREE_ATTEMPTS } from '../src/plugins/app/auth/sign-in-throttle.ts';
import { pathOf } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import type { FakeStripe } from './helpers/fake-stripe.ts';
import { withPayingTestApp } from './helpers/paying-test-app.ts';
import { outboxOf } from './helpers/http.ts';
import { getPost, insertUpload, publish } from './helpers/posts.ts';
import type { TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let stripe: FakeStripe;
withPayingTestApp((app, fake) => {
  t = app;
  stripe = fake;
});

interface TestMember {
  id: string;
  cookie: string;
  email: string;
  password: string;
}

async function member(language: 'fr' | 'en' = 'fr'): Promise<TestMember> {
  const { cookie, email, password } = await t.signUp();
  const response = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language } });
  expect(response.statusCode).toBe(200);
  return { id: (response.json() as CurrentUser).uid, cookie, email, password };
}

const requestDeletion = (cookie: string | undefined, body: unknown) => t.request({ method: 'POST', url: requestAccountDeletionRoute.path, ...(cookie ? { cookie } : {}), body });
const isSignedIn = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).statusCode === 200;
const deletionOf = async (userId: string) => (await t.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId)))[0];
const profileOf = async (userId: string) => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
const accountOf = async (userId: string) => (await t.database.db.select().from(authUsers).where(eq(authUsers.id, userId)))[0]!;
const deps = () => ({ db: t.database.db, storage: t.app.providers.storage, payments: t.app.providers.payments });
/** The grace period is over: the request is due. */
const pastGrace = (userId: string) => t.database.db.update(accountDeletions).set({ eraseAfter: new Date(Date.now() - 1000) }).where(eq(accountDeletions.userId, userId));

async function scheduled(m: TestMember, content: 'keep_anonymous' | 'delete' = 'keep_anonymous'): Promise<AccountDeletionScheduled> {
  const response = await requestDeletion(m.cookie, { password: m.password, content });
  expect(response.statusCode).toBe(200);
  return response.json() as AccountDeletionScheduled;
}

describe('asking to delete one’s account', () => {
  it('is for members only', async () => {
    expectError(await requestDeletion(undefined, { password: 'whatever', content: 'delete' }), 401, 'UNAUTHENTICATED');
  });

  it('refuses a content choice it does not know, and changes nothing', async () => {
    const m = await member();
    expectError(await requestDeletion(m.cookie, { password: m.password, content: 'burn-everything' }), 400, 'VALIDATION_ERROR');
    expect(await deletionOf(m.id)).toBeUndefined();
    expect(await isSignedIn(m.cookie)).toBe(true);
  });

  it('refuses a wrong or missing password, and changes nothing', async () => {
    const m = await member();
    expectError(await requestDeletion(m.cookie, { password: 'not-my-password', content: 'delete' }), 400, 'CURRENT_PASSWORD_WRONG');
    expectError(await requestDeletion(m.cookie, { content: 'delete' }), 400, 'CURRENT_PASSWORD_WRONG');
    expect(await deletionOf(m.id)).toBeUndefined();
    expect((await profileOf(m.id)).hiddenUntil).toBeNull();
    expect(await isSignedIn(m.cookie)).toBe(true);
  });

  it("counts password guesses with the account's sign-ins: after failed sign-ins, even the right password waits", async () => {
    const m = await member();
    for (let attempt = 0; attempt <= FREE_ATTEMPTS; attempt += 1) {
      expect((await t.signIn(m.email, 'not-my-password')).statusCode).toBe(401);
    }
    expectError(await requestDeletion(m.cookie, { password: m.password, content: 'keep_anonymous' }), 429, 'AUTH_TOO_MANY_ATTEMPTS');
    expect(await deletionOf(m.id)).toBeUndefined();
  });

  it('asks an account without a password (social sign-in) for a recent sign-in instead', async () => {
    const stale = await member();
    await t.database.db.delete(authAccounts).where(eq(authAccounts.userId, stale.id));
    await t.database.db.update(authSessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(authSessions.userId, stale.id));
    const refused = await requestDeletion(stale.cookie, { content: 'keep_anonymous' });
    expectError(refused, 403, 'REAUTH_REQUIRED');
    expect(await deletionOf(stale.id)).toBeUndefined();

    const fresh = await member();
    await t.database.db.delete(authAccounts).where(eq(authAccounts.userId, fresh.id));
    expect((await requestDeletion(fresh.cookie, { content: 'keep_anonymous' })).statusCode).toBe(200);
    expect(await deletionOf(fresh.id)).toMatchObject({ contentChoice: 'keep_anonymous', restoredAt: null });
  });

  it('schedules the erasure 14 days ahead: every session signed out, the content hidden, the job due then, the member e-mailed in their language', async () => {
    const m = await member('en');
    const laptop = (await t.signIn(m.email, m.password)).cookie;
    const before = Date.now();
    const answer = await scheduled(m, 'delete');
    expect(answer.content).toBe('delete');
    const eraseAfter = new Date(answer.eraseAfter).getTime();
    expect(eraseAfter).toBeGreaterThanOrEqual(before + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    expect(eraseAfter).toBeLessThan(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS + 1000);

    expect(await isSignedIn(m.cookie)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.userId, m.id))).toEqual([]);
    expect((await profileOf(m.id)).hiddenUntil?.toISOString()).toBe(PERMANENT_UNTIL);

    const { rows } = await t.database.pool.query<{ start_after: Date }>(`select start_after from pgboss.job where name = 'privacy.erase-account' and data->>'userId' = $1`, [m.id]);
    expect(rows).toHaveLength(1);
    expect(Math.abs(new Date(rows[0]!.start_after).getTime() - eraseAfter)).toBeLessThan(1000);

    const [mail] = await outboxOf(t, m.email);
    expect(mail?.subject).toBe('Your ARYA account deletion is scheduled');
    expect(mail?.text).toContain('sign in again before that date');
  });

  it('hides their posts from other members during the grace period', async () => {
    const author = await member();
    const reader = await member();
    const post = await publish(t, author.cookie, { text: 'Bientôt parti' });
    await scheduled(author);
    expect((await getPost(t, reader.cookie, post._id)).statusCode).toBe(404);
    // A suspension of a week meanwhile does not bring them back after that week, nor does lifting it.
    const staff = await member();
    await makeStaff(t, staff.id);
    const restrict = (body: unknown) => t.request({ method: 'POST', url: `/api/v1/staff/members/${author.id}/restriction`, cookie: staff.cookie, body });
    expect((await restrict({ action: 'suspend', reason: 'spam', days: 7, note: 'Spam répété dans les fils.' })).statusCode).toBe(200);
    expect((await profileOf(author.id)).hiddenUntil?.toISOString()).toBe(new Date(PERMANENT_UNTIL).toISOString());
    expect((await restrict({ action: 'lift', note: 'Levée après vérification.' })).statusCode).toBe(200);
    expect((await profileOf(author.id)).hiddenUntil?.toISOString()).toBe(new Date(PERMANENT_UNTIL).toISOString());
    expect((await getPost(t, reader.cookie, post._id)).statusCode).toBe(404);
  });

  it('answers PROFILE_NOT_FOUND for an account that never made its profile, and changes nothing', async () => {
    const { cookie, password, email } = await t.signUp();
    expectError(await requestDeletion(cookie, { password, content: 'keep_anonymous' }), 404, 'PROFILE_NOT_FOUND');
    const [account] = await t.database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    expect(await t.database.db.select().from(authSessions).where(eq(authSessions.userId, account!.id))).toHaveLength(1);
    expect(await deletionOf(account!.id)).toBeUndefined();
  });

  it('answers ACCOUNT_DELETION_PENDING when a deletion is already scheduled, and changes nothing', async () => {
    const m = await member();
    const requestedAt = new Date(Date.now() - DAY_MS);
    await t.database.db.insert(accountDeletions).values({ userId: m.id, requestedAt, eraseAfter: new Date(requestedAt.getTime() + 14 * DAY_MS), contentChoice: 'delete' });
    expectError(await requestDeletion(m.cookie, { password: m.password, content: 'keep_anonymous' }), 409, 'ACCOUNT_DELETION_PENDING');
    expect(await deletionOf(m.id)).toMatchObject({ contentChoice: 'delete', requestedAt });
    expect(await isSignedIn(m.cookie)).toBe(true);
  });

  it("deletes only the signed-in member's account: there is no member to name, another's id in the body is ignored", async () => {
    const owner = await member();
    const other = await member();
    expectError(await requestDeletion(other.cookie, { password: owner.password + '-no', content: 'delete', userId: owner.id }), 400, 'CURRENT_PASSWORD_WRONG');
    expect((await requestDeletion(other.cookie, { password: other.password, content: 'delete', userId: owner.id })).statusCode).toBe(200);
    expect(await deletionOf(owner.id)).toBeUndefined();
    expect(await deletionOf(other.id)).toBeDefined();
    expect(await isSignedIn(owner.cookie)).toBe(true);
    expect((await profileOf(owner.id)).hiddenUntil).toBeNull();
  });
});

describe('signing in during the grace period', () => {
  it('restores the account: the request is marked restored, the content shown again, the member told; the erasure then does nothing', async () => {
    const m = await member();
    await scheduled(m);
    const signIn = await t.signIn(m.email, m.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ restored: true });
    expect(await isSignedIn(signIn.cookie)).toBe(true);

    const row = await deletionOf(m.id);
    expect(row?.restoredAt).toBeInstanceOf(Date);
    expect((await profileOf(m.id)).hiddenUntil).toBeNull();
    const mails = await outboxOf(t, m.email);
    expect(mails.map((mail) => mail.subject)).toContain('Votre compte ARYA est rétabli');

    // Its job, once due, finds the request cancelled.
    await pastGrace(m.id);
    expect(await eraseAccount(deps(), m.id)).toBe('not-due');
    expect((await accountOf(m.id)).email).toBe(m.email);
    expect((await profileOf(m.id)).deletedAt).toBeNull();

    // A later sign-in is an ordinary one.
    const again = await t.signIn(m.email, m.password);
    expect(again.json()).not.toHaveProperty('restored');
  });

  it('lets the member ask again later: a new request, a new job', async () => {
    const m = await member();
    const first = await scheduled(m);
    const back = await t.signIn(m.email, m.password);
    const second = await scheduled({ ...m, cookie: back.cookie }, 'delete');
    expect(second.requestedAt).not.toBe(first.requestedAt);
    expect(await deletionOf(m.id)).toMatchObject({ restoredAt: null, contentChoice: 'delete' });
    const { rows } = await t.database.pool.query(`select id from pgboss.job where name = 'privacy.erase-account' and data->>'userId' = $1`, [m.id]);
    expect(rows).toHaveLength(2);
    // The first job, run at its (earlier) date, does not erase what the second request scheduled later.
    expect(await eraseAccount(deps(), m.id)).toBe('not-due');
  });
});

describe('the erasure', () => {
  /** A member with a life on the site: a post with an image, a comment and likes on another's, follows both ways, a subscription, an invoice, a referral. */
  async function busyMember() {
    const leaver = await member();
    const friend = await member();
    const fan = await member();
    const image = await insertUpload(t, leaver.id);
    const own = await publish(t, leaver.cookie, { text: 'Mon analyse du CAC 40', images: [{ url: image }] });
    const friendPost = await publish(t, friend.cookie, { text: 'Le post de mon ami' });
    const [authorId, postId] = friendPost._id.split('/') as [string, string];
    const commented = await t.request({ method: 'POST', url: pathOf(createCommentRoute, { authorId, postId }), cookie: leaver.cookie, body: { text: 'Bien vu !' } });
    expect(commented.statusCode).toBe(200);
    const comment = commented.json() as Comment;
    const friendComment = (await t.request({ method: 'POST', url: pathOf(createCommentRoute, { authorId, postId }), cookie: friend.cookie, body: { text: 'Merci' } })).json() as Comment;
    expect((await t.request({ method: 'PUT', url: pathOf(likePostRoute, { authorId, postId }), cookie: leaver.cookie })).statusCode).toBe(200);
    const [, , commentId] = friendComment._id.split('/') as [string, string, string];
    expect((await t.request({ method: 'PUT', url: `/api/v1/posts/${authorId}/${postId}/comments/${commentId}/like`, cookie: leaver.cookie })).statusCode).toBe(200);
    const [ownAuthor, ownId] = own._id.split('/') as [string, string];
    expect((await t.request({ method: 'PUT', url: pathOf(likePostRoute, { authorId: ownAuthor, postId: ownId }), cookie: friend.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: pathOf(followUserRoute, { userId: friend.id }), cookie: leaver.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: pathOf(followUserRoute, { userId: leaver.id }), cookie: fan.cookie })).statusCode).toBe(200);

    const phone = (await accountOf(leaver.id)).phoneNumber as string;
    const customer = `cus_${leaver.id.slice(0, 8)}`;
    const now = new Date();
    await t.database.db.insert(subscriptions).values({
      id: `sub-${leaver.id}`,
      userId: leaver.id,
      plan: 'yearly',
      tier: 'GOLD',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 300 * DAY_MS),
      source: 'stripe',
      providerSubscriptionId: `sub_${leaver.id.slice(0, 8)}`,
      providerCustomerId: customer,
    });
    await t.database.db.insert(invoices).values({
      id: `inv-${leaver.id}`,
      number: `F-TEST-${leaver.id.slice(0, 10)}`,
      userId: leaver.id,
      subscriptionId: `sub-${leaver.id}`,
      status: 'paid',
      plan: 'yearly',
      amountCents: 11960,
      netCents: 9967,
      vatCents: 1993,
      vatRateBasisPoints: 2000,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 365 * DAY_MS),
      seller: { name: 'ARYA SAS' },
      buyer: { name: 'Jeanne Martin', line1: '1 rue de la Paix', city: 'Paris', country: 'FR', email: leaver.email },
    });
    await t.database.db.insert(coinEntries).values({ userId: friend.id, amount: 100, reason: 'referral', referredUserId: leaver.id, referralPhoneDigest: 'digest-of-the-number' });
    await t.database.db.insert(coinEntries).values({ userId: leaver.id, amount: 50, reason: 'staff', note: 'welcome' });
    await t.database.db.insert(consentRecords).values({ userId: leaver.id, kind: 'analytics', version: '1', granted: true });
    return { leaver, friend, fan, own, friendPost, comment, friendComment, phone, customer };
  }

  const countsOf = async (userId: string) => {
    const row = await profileOf(userId);
    return { followers: row.followersCount, following: row.followingCount };
  };
  const likesOfPost = async (apiId: string) => {
    const [authorId, id] = apiId.split('/') as [string, string];
    return (await t.database.db.select({ likes: posts.likesCount, comments: posts.commentsCount }).from(posts).where(and(eq(posts.authorId, authorId), eq(posts.id, id))))[0]!;
  };

  it('erases the account as the table says, keeping posts under "deleted member"; a second run changes nothing', async () => {
    const life = await busyMember();
    const { leaver, friend, fan } = life;
    expect(await countsOf(friend.id)).toEqual({ followers: 1, following: 0 });
    expect(await likesOfPost(life.friendPost._id)).toMatchObject({ likes: 1, comments: 2 });
    await scheduled(leaver, 'keep_anonymous');
    // At the request, the paid subscription stops renewing at Stripe (it runs to its period's end).
    const providerSubscription = `sub_${leaver.id.slice(0, 8)}`;
    expect(stripe.requests.filter((call) => call.path === `/v1/subscriptions/${providerSubscription}`).map((call) => [call.method, call.form.get('cancel_at_period_end')])).toEqual([['POST', 'true']]);
    expect((await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, leaver.id)))[0]?.cancelAtPeriodEnd).toBe(true);
    await pastGrace(leaver.id);

    expect(await eraseAccount(deps(), leaver.id)).toBe('erased');
    // At the erasure it ends at once, and the customer is deleted.
    expect(stripe.requests.filter((call) => call.path === `/v1/subscriptions/${providerSubscription}`).map((call) => call.method)).toEqual(['POST', 'DELETE']);

    // Sign-in data: gone; the e-mail and phone number are free for a new account.
    const account = await accountOf(leaver.id);
    expect(account).toMatchObject({ email: `deleted+${leaver.id}@invalid`, phoneNumber: null, phoneNumberVerified: false, image: null });
    expect(await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, leaver.id))).toEqual([]);
    expect((await t.signIn(leaver.email, leaver.password)).statusCode).toBe(401);
    const newcomer = await t.signUp({ email: leaver.email });
    const newcomerId = (await t.database.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, leaver.email)))[0]!.id;
    await t.database.db.update(authUsers).set({ phoneNumber: life.phone, phoneNumberVerified: true }).where(eq(authUsers.id, newcomerId));
    expect(newcomer.email).toBe(leaver.email);

    // The profile: a tombstone.
    const profile = await profileOf(leaver.id);
    expect(profile).toMatchObject({ job: null, description: null, pictureDate: null, vanityAlias: null, publicProfile: false, hiddenUntil: null });
    expect(profile.deletedAt).toBeInstanceOf(Date);
    expect(await t.database.db.select().from(userPrivate).where(eq(userPrivate.userId, leaver.id))).toEqual([]);

    // Their post stays, under "deleted member", without its image (the upload is deleted).
    const shown = (await getPost(t, friend.cookie, life.own._id)).json() as Post;
    expect(shown.Author).toMatchObject({ Id: leaver.id, Deleted: true, Alias: null });
    expect(shown.Text).toBe('Mon analyse du CAC 40');
    expect(shown.Images).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, leaver.id))).toEqual([]);
    const [keptComment] = await t.database.db.select().from(comments).where(eq(comments.authorId, leaver.id));
    expect(keptComment).toMatchObject({ text: 'Bien vu !', isDeleted: false });

    // The other members' counts follow: likes, follows.
    expect(await likesOfPost(life.friendPost._id)).toMatchObject({ likes: 0, comments: 2 });
    const [friendCommentRow] = await t.database.db.select({ likes: comments.likesCount }).from(comments).where(eq(comments.authorId, friend.id));
    expect(friendCommentRow?.likes).toBe(0);
    expect(await countsOf(friend.id)).toEqual({ followers: 0, following: 0 });
    expect(await countsOf(fan.id)).toEqual({ followers: 0, following: 0 });
    expect(await t.database.db.select().from(follows).where(eq(follows.followedId, leaver.id))).toEqual([]);
    expect(await t.database.db.select().from(reactions).where(eq(reactions.userId, leaver.id))).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, leaver.id))).toEqual([]);
    const friendNotifications = await t.database.db.select().from(notifications).where(eq(notifications.userId, friend.id));
    expect(friendNotifications.filter((row) => row.authorIds.includes(leaver.id) || row.authorIds.length === 0)).toEqual([]);

    // Coins: their own entries go; the friend's referral entry for them stays, with the digest.
    expect(await t.database.db.select().from(coinEntries).where(eq(coinEntries.userId, leaver.id))).toEqual([]);
    const [referral] = await t.database.db.select().from(coinEntries).where(eq(coinEntries.referredUserId, leaver.id));
    expect(referral).toMatchObject({ userId: friend.id, referralPhoneDigest: 'digest-of-the-number' });

    // Billing kept: the invoice as issued, without the e-mail; the subscription ended; Stripe's customer deleted.
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.userId, leaver.id));
    expect(invoice?.buyer).toEqual({ name: 'Jeanne Martin', line1: '1 rue de la Paix', city: 'Paris', country: 'FR' });
    const [subscription] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, leaver.id));
    expect(subscription?.status).toBe('void');
    expect(subscription?.endedAt).toBeInstanceOf(Date);
    expect(stripe.customerDeleted(life.customer)).toBe(true);
    expect(await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, leaver.id))).toEqual([]);
    expect((await deletionOf(leaver.id))?.erasedAt).toBeInstanceOf(Date);

    // Twice: nothing more happens.
    const snapshot = { profile: await profileOf(leaver.id), account: await accountOf(leaver.id), friend: await countsOf(friend.id), likes: await likesOfPost(life.friendPost._id) };
    const stripeCalls = stripe.requests.length;
    expect(await eraseAccount(deps(), leaver.id)).toBe('not-due');
    expect({ profile: await profileOf(leaver.id), account: await accountOf(leaver.id), friend: await countsOf(friend.id), likes: await likesOfPost(life.friendPost._id) }).toEqual(snapshot);
    expect(stripe.requests.length).toBe(stripeCalls);
  });

  it('with "delete my posts and comments": their content is scrubbed and deleted, the counts of the posts they commented follow', async () => {
    const life = await busyMember();
    await scheduled(life.leaver, 'delete');
    await pastGrace(life.leaver.id);
    expect(await eraseAccount(deps(), life.leaver.id)).toBe('erased');

    const [own] = await t.database.db.select().from(posts).where(eq(posts.authorId, life.leaver.id));
    expect(own).toMatchObject({ text: null, images: [], isDeleted: true });
    const shown = (await getPost(t, life.friend.cookie, life.own._id)).json() as Post;
    expect(shown).toMatchObject({ IsDeleted: true, Text: null });
    const [comment] = await t.database.db.select().from(comments).where(eq(comments.authorId, life.leaver.id));
    expect(comment).toMatchObject({ text: null, isDeleted: true });
    expect(await likesOfPost(life.friendPost._id)).toMatchObject({ likes: 0, comments: 1 });
    const thread = await getPost(t, life.friend.cookie, life.friendPost._id);
    expect((thread.json() as Post).LastComment?.Author.Id).not.toBe(life.leaver.id);
  });

  it('brings nothing back when an appeal made before the erasure is answered after it', async () => {
    const leaver = await member();
    const reporter = await member();
    const [decider, reviewer] = [await member(), await member()];
    await makeStaff(t, decider.id);
    await makeStaff(t, reviewer.id);
    const post = await publish(t, leaver.cookie, { text: 'Analyse retirée puis contestée' });
    expect((await t.request({ method: 'POST', url: '/api/v1/reports', cookie: reporter.cookie, body: { item: { kind: 'post', id: post._id }, category: 'scam' } })).statusCode).toBe(200);
    const [theCase] = await t.database.db.select({ id: moderationCases.id }).from(moderationCases).where(eq(moderationCases.itemId, post._id));
    const decided = await t.request({ method: 'POST', url: `/api/v1/staff/moderation/cases/${theCase!.id}/decision`, cookie: decider.cookie, body: { action: 'remove', reason: 'scam', statement: 'Faux signal.' } });
    const decisionId = decided.json<ModerationCase>().decision!.id;
    expect((await t.request({ method: 'POST', url: `/api/v1/me/decisions/${decisionId}/appeal`, cookie: leaver.cookie, body: { text: 'Ce n’était pas un signal.' } })).statusCode).toBe(200);
    await scheduled(leaver, 'keep_anonymous');
    await pastGrace(leaver.id);
    expect(await eraseAccount(deps(), leaver.id)).toBe('erased');

    const [appeal] = await t.database.db.select({ id: moderationAppeals.id }).from(moderationAppeals).where(eq(moderationAppeals.decisionId, Number(decisionId)));
    const answered = await t.request({ method: 'POST', url: `/api/v1/staff/moderation/appeals/${appeal!.id}/decision`, cookie: reviewer.cookie, body: { outcome: 'overturned', response: 'Décision annulée.' } });
    expect(answered.statusCode).toBe(200);
    const [row] = await t.database.db.select({ isDeleted: posts.isDeleted }).from(posts).where(and(eq(posts.authorId, leaver.id)));
    expect(row).toEqual({ isDeleted: true });
    expect((await profileOf(leaver.id)).postsCount).toBe(0);
  });

  it('waits while Stripe refuses: the job fails (to be tried again, then listed for staff) and nothing is erased', async () => {
    const life = await busyMember();
    await scheduled(life.leaver);
    await pastGrace(life.leaver.id);
    stripe.behaviour = 'error';
    await expect(eraseAccount(deps(), life.leaver.id)).rejects.toThrow(/Stripe/);
    expect((await accountOf(life.leaver.id)).email).toBe(life.leaver.email);
    expect((await deletionOf(life.leaver.id))?.erasedAt).toBeNull();
    // The erasure has begun: signing in no longer restores the account (its plan may be gone already), nor opens a session.
    const late = await t.signIn(life.leaver.email, life.leaver.password);
    expectError(late, 401, 'INVALID_EMAIL_OR_PASSWORD');
    expect(late.cookie).toBe('');
    expect((await deletionOf(life.leaver.id))?.restoredAt).toBeNull();
    stripe.behaviour = 'ok';
    expect(await eraseAccount(deps(), life.leaver.id)).toBe('erased');
  });

  it('the daily catch-up sends the job of a due erasure again, and the queue erases it', async () => {
    const m = await member();
    await scheduled(m);
    await pastGrace(m.id);
    await t.database.pool.query(`delete from pgboss.job where name = 'privacy.erase-account' and data->>'userId' = $1`, [m.id]);
    await t.app.jobs.send({ name: 'privacy.erase-due-accounts' }, {});
    await t.app.jobs.idle();
    expect((await deletionOf(m.id))?.erasedAt).toBeInstanceOf(Date);
    expect((await accountOf(m.id)).email).toBe(`deleted+${m.id}@invalid`);
  });
});
