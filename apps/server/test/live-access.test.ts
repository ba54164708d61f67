import { LIVE_CALLS, LIVE_EVENTS, PREMIUM_COACHES_GROUP, STRIPE_WEBHOOK_PATH, type LiveChannelClosed, type LiveCommentEvent, type LiveError, type MemberSessions, type StaffMember } from '@arya/core';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { posts, userProtected } from '../src/db/schema/index.ts';
import { checkout, ordersOf } from './helpers/billing.ts';
import { signedEvent } from './helpers/fake-stripe.ts';
import { withPayingTestApp } from './helpers/paying-test-app.ts';
import { outboxOf, resetLinkIn } from './helpers/http.ts';
import { call, closeAllSockets, disconnected, nextEvent, openSocket, postChannel } from './helpers/live.ts';
import { makeStaff } from './helpers/plans.ts';
import { insertPostRow, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let base: string;
let coach: Member;
let staff: Member;
let premiumPost: string;
let publicPost: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  coach = await newMember(t, 'Carla Coach');
  staff = await newMember(t, 'Sam Staff');
  await makeStaff(t, staff.id);
  premiumPost = await insertPostRow(t, coach.id, { text: 'Mon analyse réservée aux membres premium' });
  await t.database.db.update(posts).set({ restrictedTo: PREMIUM_COACHES_GROUP }).where(eq(posts.id, premiumPost.split('/')[1] as string));
  publicPost = (await publish(t, coach.cookie, { text: 'Un post pour tout le monde' }))._id;
});
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const staffCall = (url: string, body?: unknown) => t.request({ method: 'POST', url: `/api/v1/staff/members/${url}`, cookie: staff.cookie, ...(body === undefined ? {} : { body }) });

async function grantPremium(memberId: string): Promise<string> {
  const response = await staffCall(`${memberId}/subscriptions`, { tier: 'INFINITE', until: inDays(30) });
  expect(response.statusCode).toBe(200);
  return (response.json<StaffMember>().subscriptions[0] as { id: string }).id;
}

/** The channels whose comments reach a socket from now on. */
function commentsReaching(socket: Socket): string[] {
  const channels: string[] = [];
  socket.on(LIVE_EVENTS.commentAdded, (event: LiveCommentEvent) => channels.push(event.channel));
  return channels;
}

/** The coach comments on the premium post, then on the public one: once the second has arrived, the first would have too. */
async function coachCommentsOnBoth(channels: string[]) {
  const before = channels.filter((channel) => channel === postChannel(publicPost)).length;
  for (const id of [premiumPost, publicPost]) {
    expect((await t.request({ method: 'POST', url: `/api/v1/posts/${id}/comments`, cookie: coach.cookie, body: { text: 'Le marché ouvre en hausse' } })).statusCode).toBe(200);
  }
  await expect.poll(() => channels.filter((channel) => channel === postChannel(publicPost)).length).toBe(before + 1);
}

describe("a member's plan", () => {
  it("revoked by staff: the member's open socket leaves the coach's premium channel within seconds; public channels keep working", async () => {
    const member = await newMember(t, 'Paul Premium');
    const subscriptionId = await grantPremium(member.id);
    const socket = await openSocket(base, member.cookie);
    expect(await call(socket, LIVE_CALLS.join, postChannel(premiumPost))).toEqual({ ok: true });
    expect(await call(socket, LIVE_CALLS.join, postChannel(publicPost))).toEqual({ ok: true });
    const channels = commentsReaching(socket);
    await coachCommentsOnBoth(channels);
    expect(channels).toEqual([postChannel(premiumPost), postChannel(publicPost)]);

    const closed = nextEvent<LiveChannelClosed>(socket, LIVE_EVENTS.channelClosed, 5000);
    expect((await staffCall(`${member.id}/subscriptions/${subscriptionId}/revoke`)).statusCode).toBe(200);
    expect(await closed).toEqual({ channel: postChannel(premiumPost) });

    channels.length = 0;
    await coachCommentsOnBoth(channels);
    expect(channels).toEqual([postChannel(publicPost)]);
    expect(await call(socket, LIVE_CALLS.join, postChannel(premiumPost))).toMatchObject({ error: { message: 'forbidden' } });
    expect(socket.connected).toBe(true);
  });

  it('a new language closes the channels of the news offered in the old one only', async () => {
    const member = await newMember(t, 'Léa Langue', 'fr');
    await t.database.db.update(userProtected).set({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: new Date(Date.now() + 30 * 86_400_000) }).where(eq(userProtected.userId, member.id));
    const news = await t.request({
      method: 'POST',
      url: '/api/v1/internal-news',
      cookie: staff.cookie,
      body: {
        categories: { tradingTerm: 'short', template: 'signal', trend: 'bullish', instrument: 'CAC40', timeFrame: 'H4', orderType: 'limit' },
        category: 'indexes',
        targetPrices: { entry: 7800, be: 7820, tp1: 7900, tp2: null, tp3: null, sl: 7750 },
        deadline: new Date(Date.now() + 3 * DAY_MS).toISOString(),
        images: [],
        localizations: { fr: { title: 'Pour les membres GOLD francophones', secondaryTitle: 'Analyse du matin', contents: 'Le CAC 40 teste sa résistance.', audios: [], files: [] } },
        availableFor: [{ Subscription: 'GOLD', Language: 'fr' }],
      },
    });
    expect(news.statusCode, news.body).toBe(200);
    const newsPost = news.json<{ PostId: string }>().PostId;
    const socket = await openSocket(base, member.cookie);
    expect(await call(socket, LIVE_CALLS.join, postChannel(newsPost))).toEqual({ ok: true });
    expect(await call(socket, LIVE_CALLS.join, postChannel(publicPost))).toEqual({ ok: true });

    const closed = nextEvent<LiveChannelClosed>(socket, LIVE_EVENTS.channelClosed, 5000);
    expect((await t.request({ method: 'PUT', url: '/api/v1/me/language', cookie: member.cookie, body: { language: 'en' } })).statusCode).toBe(200);
    expect(await closed).toEqual({ channel: postChannel(newsPost) });
    expect(await call(socket, LIVE_CALLS.join, postChannel(newsPost))).toMatchObject({ error: { message: 'forbidden' } });
    expect(await call(socket, LIVE_CALLS.join, postChannel(publicPost))).toEqual({ ok: true });
  });

  it('granted by staff: the open socket may join the premium channel at once', async () => {
    const member = await newMember(t, 'Nina Nouvelle');
    const socket = await openSocket(base, member.cookie);
    expect(await call(socket, LIVE_CALLS.join, postChannel(premiumPost))).toMatchObject({ error: { message: 'forbidden' } });
    await grantPremium(member.id);
    await expect.poll(() => call(socket, LIVE_CALLS.join, postChannel(premiumPost)), { timeout: 5000 }).toEqual({ ok: true });
  });

  it('running out by time: the socket leaves the premium channel when the plan ends', async () => {
    const member = await newMember(t, 'Eva Échéance');
    await t.database.db
      .update(userProtected)
      .set({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: new Date(Date.now() + 1500) })
      .where(eq(userProtected.userId, member.id));
    const socket = await openSocket(base, member.cookie);
    const closed = nextEvent<LiveChannelClosed>(socket, LIVE_EVENTS.channelClosed, 10_000);
    expect(await call(socket, LIVE_CALLS.join, postChannel(premiumPost))).toEqual({ ok: true });
    expect(await call(socket, LIVE_CALLS.join, postChannel(publicPost))).toEqual({ ok: true });
    expect(await closed).toEqual({ channel: postChannel(premiumPost) });
    const channels = commentsReaching(socket);
    await coachCommentsOnBoth(channels);
    expect(channels).toEqual([postChannel(publicPost)]);
  });
});

describe('a plan paid, then ended, through Stripe', () => {
  let paid: TestApp;
  let paidBase: string;
  withPayingTestApp(async (app) => {
    paid = app;
    paidBase = await app.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const deliver = (event: { body: string; signature?: string | undefined }) =>
    paid.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature ?? '' }, payload: event.body });

  it("the paid checkout opens the coach's premium channel to the member's open socket; the subscription deleted at Stripe closes it", async () => {
    const author = await newMember(paid, 'Carla Coach');
    const idea = await insertPostRow(paid, author.id, { text: 'Réservé aux abonnés' });
    await paid.database.db.update(posts).set({ restrictedTo: PREMIUM_COACHES_GROUP }).where(eq(posts.id, idea.split('/')[1] as string));
    const member = await newMember(paid, 'Bea Buyer');
    const socket = await openSocket(paidBase, member.cookie);
    expect(await call(socket, LIVE_CALLS.join, postChannel(idea))).toMatchObject({ error: { message: 'forbidden' } });

    expect((await checkout(paid, member.cookie, 'monthly')).statusCode).toBe(200);
    const [order] = await ordersOf(paid, member.id);
    const subscription = `sub_live_${Date.now()}`;
    const session = { id: order?.providerCheckoutId, object: 'checkout.session', mode: 'subscription', client_reference_id: order?.id, payment_status: 'paid', subscription, customer: `cus_${subscription}` };
    expect((await deliver(signedEvent('checkout.session.completed', { ...session, metadata: { orderId: order?.id, userId: member.id } }))).statusCode).toBe(200);
    await expect.poll(() => call(socket, LIVE_CALLS.join, postChannel(idea)), { timeout: 5000 }).toEqual({ ok: true });

    const closed = nextEvent<LiveChannelClosed>(socket, LIVE_EVENTS.channelClosed, 5000);
    const ended = signedEvent('customer.subscription.deleted', { id: subscription, object: 'subscription', cancel_at_period_end: false, ended_at: Math.floor(Date.now() / 1000) });
    expect((await deliver(ended)).statusCode).toBe(200);
    expect(await closed).toEqual({ channel: postChannel(idea) });
  });
});

/** A member signed in on several devices: the cookie of each session. */
async function memberWithSessions(name: string, count: number) {
  const { cookie, email, password } = await t.signUp({ name });
  const cookies = [cookie];
  while (cookies.length < count) cookies.push((await t.signIn(email, password)).cookie);
  return { email, password, cookies };
}

/** Expects each socket to be told sessionEnded and closed, and each other one to stay and answer. */
async function expectClosed(closing: Socket[], staying: Socket[], action: () => Promise<void>) {
  const told = closing.map((socket) => nextEvent<LiveError>(socket, LIVE_EVENTS.error));
  const gone = closing.map((socket) => disconnected(socket));
  await action();
  expect(await Promise.all(gone)).toEqual(closing.map(() => 'io server disconnect'));
  expect(await Promise.all(told)).toEqual(closing.map(() => ({ message: 'sessionEnded' })));
  for (const socket of staying) expect(await call(socket, LIVE_CALLS.join, postChannel(publicPost))).toEqual({ ok: true });
  expect(staying.every((socket) => socket.connected)).toBe(true);
}

describe('sessions', () => {
  const auth = (path: string, cookie: string, body: unknown = {}) => t.request({ method: 'POST', url: `/api/auth/${path}`, cookie, body });

  it("sign-out closes that session's sockets, and only those", async () => {
    const { cookies } = await memberWithSessions('Simon Sortie', 2);
    const [a, b] = cookies as [string, string];
    const [a1, a2, b1] = [await openSocket(base, a), await openSocket(base, a), await openSocket(base, b)];
    await expectClosed([a1, a2], [b1], async () => {
      expect((await auth('sign-out', a)).statusCode).toBe(200);
    });
  });

  /** The session ids of the member's cookies, as the security page lists them. */
  async function sessionIds(cookies: readonly string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const cookie of cookies) {
      const listed = (await t.request({ method: 'GET', url: '/api/v1/me/sessions', cookie })).json<MemberSessions>();
      ids.push(listed.sessions.find((session) => session.current)?.id ?? '');
    }
    return ids;
  }

  it("signing another session out from the security page closes that session's sockets only", async () => {
    const { cookies } = await memberWithSessions('Rita Révoque', 3);
    const [a, b, c] = cookies as [string, string, string];
    const [, idOfB] = await sessionIds(cookies);
    const [onA, onB, onC] = [await openSocket(base, a), await openSocket(base, b), await openSocket(base, c)];
    await expectClosed([onB], [onA, onC], async () => {
      expect((await t.request({ method: 'DELETE', url: `/api/v1/me/sessions/${idOfB}`, cookie: a })).statusCode).toBe(200);
    });
  });

  it.each([
    ['signing the other sessions out', { method: 'POST', url: '/api/v1/me/sessions/sign-out-others', body: {} }],
    ['a password change that signs the others out', { method: 'POST', url: '/api/v1/me/password', body: { currentPassword: 'a-strong-password', newPassword: 'une-phrase-secrete-2026', keepOtherSessions: false } }],
  ] as const)("%s closes the other sessions' sockets, and keeps this one's", async (_, request) => {
    const { cookies } = await memberWithSessions(`Multi ${request.url}`, 3);
    const sockets = await Promise.all(cookies.map((cookie) => openSocket(base, cookie)));
    await expectClosed([sockets[1] as Socket, sockets[2] as Socket], [sockets[0] as Socket], async () => {
      expect((await t.request({ ...request, cookie: cookies[0] as string })).statusCode).toBe(200);
    });
  });

  it('a password change that keeps the other sessions closes no socket', async () => {
    const { cookies } = await memberWithSessions('Kim Keep', 2);
    const sockets = await Promise.all(cookies.map((cookie) => openSocket(base, cookie)));
    const body = { currentPassword: 'a-strong-password', newPassword: 'une-autre-phrase-secrete-2026', keepOtherSessions: true };
    expect((await t.request({ method: 'POST', url: '/api/v1/me/password', cookie: cookies[0] as string, body })).statusCode).toBe(200);
    for (const socket of sockets) expect(await call(socket, LIVE_CALLS.join, postChannel(publicPost))).toEqual({ ok: true });
  });

  it('a password reset closes every socket of the member', async () => {
    const { email, cookies } = await memberWithSessions('Rémi Reset', 2);
    const sockets = [await openSocket(base, cookies[0] as string), await openSocket(base, cookies[1] as string)];
    expect((await t.request({ method: 'POST', url: '/api/auth/request-password-reset', body: { email, redirectTo: '/password' } })).statusCode).toBe(200);
    const [message] = await outboxOf(t, email);
    const { token } = resetLinkIn(message?.text ?? '');
    await expectClosed(sockets, [], async () => {
      expect((await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { newPassword: 'une-toute-nouvelle-phrase', token } })).statusCode).toBe(200);
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('a plan revoked and a sign-out through one reach the sockets held by the other', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url as string });
    const { app: second } = await buildApp({ config: t.config, database, webDistDir: '/nonexistent' });
    const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const member = await newMember(t, 'Pia Process');
      const subscriptionId = await grantPremium(member.id);
      const socket = await openSocket(secondBase, member.cookie);
      expect(await call(socket, LIVE_CALLS.join, postChannel(premiumPost))).toEqual({ ok: true });
      const closed = nextEvent<LiveChannelClosed>(socket, LIVE_EVENTS.channelClosed, 5000);
      expect((await staffCall(`${member.id}/subscriptions/${subscriptionId}/revoke`)).statusCode).toBe(200);
      expect(await closed).toEqual({ channel: postChannel(premiumPost) });

      await expectClosed([socket], [], async () => {
        expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: member.cookie, body: {} })).statusCode).toBe(200);
      });
    } finally {
      await second.close();
      await database.close();
    }
  });
});
