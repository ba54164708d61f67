import * as core from '@arya/core';
import type { CurrentUser, StaffActionsPage, StaffMember } from '@arya/core';
import { isEndpoint, LIVE_CALLS, PERMANENT_UNTIL, type Endpoint } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, closeAllSockets, openSocket, postChannel } from './helpers/live.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: Member;
beforeAll(async () => {
  t = await createTestApp();
  staff = await newMember(t, 'Sofia Staff');
  await makeStaff(t, staff.id);
});
afterAll(() => t.close());

const restrict = (by: Member | null, memberId: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/v1/staff/members/${memberId}/restriction`, body, ...(by ? { cookie: by.cookie } : {}) });
const me = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me', cookie: member.cookie })).json<CurrentUser>();

describe('a muted member', () => {
  let muted: Member;
  let until: string;
  beforeAll(async () => {
    muted = await newMember(t, 'Marc Muted');
    const answer = await restrict(staff, muted.id, { action: 'mute', reason: 'market_manipulation', days: 7, note: 'Signaux trompeurs répétés' });
    expect(answer.statusCode).toBe(200);
    until = answer.json<StaffMember>().mutedUntil as string;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('is told so with the end date, and every social write answers 403 MEMBER_MUTED before reading what was sent', async () => {
    expect(await me(muted)).toMatchObject({ isMuted: true, mutedUntil: until });
    const verified = Object.values(core as Record<string, unknown>).filter((value): value is Endpoint => isEndpoint(value) && value.access === 'verified');
    expect(verified.length).toBeGreaterThan(10);
    for (const endpoint of verified) {
      const url = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, 'x');
      const answer = await t.request({ method: endpoint.method, url, cookie: muted.cookie, ...(endpoint.method === 'GET' ? {} : { body: { nothing: 'valid' } }) });
      expectError(answer, 403, 'MEMBER_MUTED');
      expect(answer.json<{ details?: { until?: string } }>().details?.until, endpoint.name).toBe(until);
    }
  });

  it('is refused typing on a live channel too, which they may still follow', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const author = await newMember(t, 'Tess Typing');
    const post = await publish(t, author.cookie, { text: 'Un post suivi en direct' });
    const socket = await openSocket(base, muted.cookie);
    expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    expect(await call(socket, LIVE_CALLS.typing, postChannel(post._id))).toMatchObject({ error: { message: 'forbidden' } });
    closeAllSockets();
  });

  it('still reads, reports, blocks and leaves what they follow', async () => {
    const author = await newMember(t, 'Alice Author');
    const post = await publish(t, author.cookie, { text: 'Un post que Marc peut lire' });
    expect((await t.request({ method: 'GET', url: `/api/v1/posts/${post._id}`, cookie: muted.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/v1/reports', cookie: muted.cookie, body: { item: { kind: 'post', id: post._id }, category: 'spam' } })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/users/${author.id}/follow`, cookie: muted.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/v1/users/${author.id}/mute`, cookie: muted.cookie })).statusCode).toBe(200);
  });

  it('writes again once staff lift it', async () => {
    expect((await restrict(staff, muted.id, { action: 'lift', note: 'Erreur de modération' })).json<StaffMember>()).toMatchObject({ mutedUntil: null, suspendedUntil: null });
    expect(await me(muted)).toMatchObject({ isMuted: false, mutedUntil: null });
    expect((await t.request({ method: 'POST', url: '/api/v1/posts', cookie: muted.cookie, body: { text: 'De retour, avec des sources' } })).statusCode).toBe(200);
  });
});

describe('a suspended member', () => {
  it('is signed out everywhere, cannot sign in again until it is lifted, and is told until when', async () => {
    const { cookie, email, password } = await t.signUp({ name: 'Sven Suspended' });
    expect((await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' } })).statusCode).toBe(200);
    const id = (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).json<CurrentUser>().uid;

    const answer = await restrict(staff, id, { action: 'suspend', reason: 'scam', days: null, note: 'Escroquerie avérée' });
    expect(answer.json<StaffMember>().suspendedUntil).toBe(PERMANENT_UNTIL);
    expectError(await t.request({ method: 'GET', url: '/api/v1/me', cookie }), 401, 'UNAUTHENTICATED');

    const refused = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AUTH_USER_DISABLED', until: PERMANENT_UNTIL });
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining('session_token=')]));

    await restrict(staff, id, { action: 'lift', note: 'Levée après recours' });
    const again = await t.signIn(email, password);
    expect(again.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/me', cookie: again.cookie })).statusCode).toBe(200);
  });
});

describe('who may restrict', () => {
  it('records each restriction in the member’s history, with who and why', async () => {
    const member = await newMember(t, 'Hugo History');
    await restrict(staff, member.id, { action: 'mute', reason: 'spam', days: 1, note: 'Spam de liens' });
    const history = (await t.request({ method: 'GET', url: `/api/v1/staff/members/${member.id}/actions`, cookie: staff.cookie })).json<StaffActionsPage>();
    expect(history.items[0]).toMatchObject({ action: 'member.mute', staff: { id: staff.id }, details: { note: 'Spam de liens', restrictedUntil: expect.any(String) } });
  });

  it('refuses members (403), visitors (401), staff on themselves (403), unknown members (404) and bad input (400, nothing changes)', async () => {
    const member = await newMember(t, 'Nina Nobody');
    const body = { action: 'mute', reason: 'spam', days: 7, note: 'Une raison' };
    expectError(await restrict(member, member.id, body), 403, 'FORBIDDEN');
    expectError(await restrict(null, member.id, body), 401, 'UNAUTHENTICATED');
    expectError(await restrict(staff, staff.id, body), 403, 'STAFF_SELF_ACTION');
    expectError(await restrict(staff, 'nobody-at-all', body), 404, 'USER_NOT_FOUND');
    for (const bad of [{ ...body, days: 3 }, { ...body, action: 'ban' }, { ...body, note: '' }, { ...body, reason: undefined }, { ...body, reason: 'rudeness' }]) expectError(await restrict(staff, member.id, bad), 400, 'VALIDATION_ERROR');
    expect(await me(member)).toMatchObject({ isMuted: false });
  });
});
