import type { AppNotification, ModerationCase, MyDecisionsPage, MyReportsPage, NotificationsPage, Post, StatementOfReasons } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, moderationCases, moderationDecisions, userProtected, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { outboxOf } from './helpers/http.ts';
import { makeStaff } from './helpers/plans.ts';
import { deletePost, getPost, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: Member;
let reporter: Member;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  staff = await newMember(t, 'Stella Staff');
  await makeStaff(t, staff.id);
  reporter = await newMember(t, 'Rita Reporter');
});
afterAll(() => t.close());

let addresses = 0;
const request = (member: Member | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url, ...(body === undefined ? {} : { body }), headers: { 'x-forwarded-for': `203.0.113.${(addresses += 1) % 250}` }, ...(member ? { cookie: member.cookie } : {}) });
/** Reports an item and answers its open case's id. */
async function caseOf(by: Member, item: { kind: 'post' | 'comment' | 'reply' | 'member'; id: string }, category = 'scam'): Promise<string> {
  const answer = await request(by, 'POST', '/api/v1/reports', { item, category, comment: 'Arnaque' });
  expect(answer.statusCode).toBe(200);
  const [row] = await t.database.db.select({ id: moderationCases.id }).from(moderationCases).where(eq(moderationCases.itemId, item.id));
  return String(row!.id);
}
const decide = (by: Member | null, caseId: string, body: unknown) => request(by, 'POST', `/api/v1/staff/moderation/cases/${caseId}/decision`, body);
const notificationsOf = async (member: Member) => (await request(member, 'GET', '/api/v1/me/notifications')).json<NotificationsPage>().items;
const emailOf = async (member: Member) => (await t.database.db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, member.id)))[0]!.email;

describe('deciding a case: removing a post', () => {
  let author: Member;
  let post: Post;
  let caseId: string;
  let decided: ModerationCase;
  beforeAll(async () => {
    author = await newMember(t, 'Sam Scammer', 'en');
    post = await publish(t, author.cookie, { text: 'Buy this token, x100 guaranteed tomorrow!' });
    caseId = await caseOf(reporter, { kind: 'post', id: post._id });
  });

  it('shows staff the case: the item in context, the reports without who made them, the member history', async () => {
    const answer = await request(staff, 'GET', `/api/v1/staff/moderation/cases/${caseId}`);
    expect(answer.statusCode).toBe(200);
    const theCase = answer.json<ModerationCase>();
    expect(theCase).toMatchObject({
      id: caseId,
      status: 'open',
      item: { kind: 'post', id: post._id, postId: post._id, text: 'Buy this token, x100 guaranteed tomorrow!', removed: false, gone: false, author: { id: author.id } },
      reports: [{ category: 'scam', reporter: 'member', comment: 'Arnaque', status: 'open' }],
      decision: null,
      history: { decisions: [], strikes: 0 },
    });
    expect(JSON.stringify(theCase)).not.toContain(reporter.id);
  });

  it('removes the post in one decision: removed for everyone, recorded, the member told in their language, the reporter told the outcome', async () => {
    const answer = await decide(staff, caseId, { action: 'remove', reason: 'scam', statement: 'Promesse de gains garantis.' });
    expect(answer.statusCode).toBe(200);
    decided = answer.json<ModerationCase>();
    expect(decided).toMatchObject({ status: 'decided', item: { removed: true, removedReason: 'scam' }, decision: { action: 'remove', reason: 'scam', moderator: { id: staff.id }, noticeSource: 'member' } });
    expect(decided.history.strikes).toBe(1);

    const seen = await getPost(t, reporter.cookie, post._id);
    expect(seen.json<Post>()).toMatchObject({ IsDeleted: true });
    const [row] = await t.database.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, Number(decided.decision!.id)));
    expect(row).toMatchObject({ memberId: author.id, moderatorId: staff.id, automated: false, basedOnNotice: true, itemKind: 'post', itemId: post._id });
    expect(row!.itemSnapshot).toMatchObject({ kind: 'post', excerpt: 'Buy this token, x100 guaranteed tomorrow!' });
    // Six months to contest.
    expect(row!.appealUntil.getTime() - row!.createdAt.getTime()).toBeGreaterThan(180 * 24 * 3600 * 1000);

    const told = (await notificationsOf(author)).find((item) => item.type === 'moderation_decision');
    expect(told).toMatchObject<Partial<AppNotification>>({ targetId: decided.decision!.id, authorIds: [], authorsCount: 0, latestAuthor: null, subject: { kind: 'decision', decisionId: decided.decision!.id } });
    const outcome = (await notificationsOf(reporter)).find((item) => item.type === 'report_decided');
    expect(outcome).toMatchObject({ targetId: decided.decision!.id, latestAuthor: null });
    // The reporter's list of reports leads to it too.
    const mine = (await request(reporter, 'GET', '/api/v1/me/reports')).json<MyReportsPage>().items.find((item) => item.item.id === post._id);
    expect(mine).toMatchObject({ status: 'actioned', decisionId: decided.decision!.id });

    await t.app.jobs.idle();
    const [mail] = await outboxOf(t, await emailOf(author));
    expect(mail?.subject).toBe('A moderation decision on your ARYA account');
    expect(mail?.text).toContain('Your content was removed by moderation.');
    expect(mail?.text).toContain('Promesse de gains garantis.');
    expect(mail?.text).toContain(`/en/my-account/decisions/${decided.decision!.id}`);
  });

  it('gives the member the statement of reasons, and the reporter the outcome without the member’s facts', async () => {
    const id = decided.decision!.id;
    const statement = (await request(author, 'GET', `/api/v1/me/decisions/${id}`)).json<StatementOfReasons>();
    expect(statement).toMatchObject({
      viewer: 'member',
      action: 'remove',
      scope: { kind: 'post', id: post._id, excerpt: 'Buy this token, x100 guaranteed tomorrow!' },
      facts: 'Promesse de gains garantis.',
      reason: 'scam',
      basedOnNotice: true,
      noticeSource: 'member',
      automated: false,
      appealable: true,
      appeal: null,
      overruled: false,
    });
    const list = (await request(author, 'GET', '/api/v1/me/decisions')).json<MyDecisionsPage>();
    expect(list.items).toEqual([expect.objectContaining({ id, action: 'remove', appealable: true, appealStatus: null })]);

    expect((await request(reporter, 'GET', `/api/v1/me/decisions/${id}`)).json<StatementOfReasons>()).toMatchObject({ viewer: 'reporter', facts: null, appealable: false });
    const stranger = await newMember(t, 'Stan Stranger');
    expectError(await request(stranger, 'GET', `/api/v1/me/decisions/${id}`), 404, 'DECISION_NOT_FOUND');
    expectError(await request(stranger, 'GET', '/api/v1/me/decisions/999999'), 404, 'DECISION_NOT_FOUND');
    expectError(await request(null, 'GET', `/api/v1/me/decisions/${id}`), 401, 'UNAUTHENTICATED');
  });

  it('refuses deciding twice (409) and removing what is gone (409)', async () => {
    expectError(await decide(staff, caseId, { action: 'warn', reason: 'scam', statement: 'Encore' }), 409, 'CASE_ALREADY_DECIDED');
    const other = await publish(t, author.cookie, { text: 'Another one' });
    const otherCase = await caseOf(reporter, { kind: 'post', id: other._id });
    expect((await deletePost(t, author.cookie, other._id)).statusCode).toBe(200);
    expectError(await decide(staff, otherCase, { action: 'remove', reason: 'spam', statement: 'Spam' }), 409, 'MODERATION_TARGET_GONE');
  });
});

describe('deciding a case about a member', () => {
  it('mutes: every write answers MEMBER_MUTED with the end', async () => {
    const member = await newMember(t, 'Marc Muted');
    const caseId = await caseOf(reporter, { kind: 'member', id: member.id }, 'harassment');
    expect((await decide(staff, caseId, { action: 'mute', reason: 'harassment', durationDays: 7, statement: 'Messages insultants.' })).statusCode).toBe(200);
    const refused = await request(member, 'POST', '/api/v1/posts', { text: 'Hello' });
    expectError(refused, 403, 'MEMBER_MUTED');
    const [row] = await t.database.db.select({ mutedUntil: userProtected.mutedUntil }).from(userProtected).where(eq(userProtected.userId, member.id));
    expect(row!.mutedUntil!.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('suspends: signed out, cannot sign in, content hidden until the end', async () => {
    const { cookie, email, password } = await t.signUp({ name: 'Sven Suspended' });
    expect((await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language: 'fr' } })).statusCode).toBe(200);
    const id = (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).json<{ uid: string }>().uid;
    const caseId = await caseOf(reporter, { kind: 'member', id }, 'scam');
    expect((await decide(staff, caseId, { action: 'suspend', reason: 'scam', durationDays: null, statement: 'Escroquerie avérée.' })).statusCode).toBe(200);
    expectError(await t.request({ method: 'GET', url: '/api/v1/me', cookie }), 401, 'UNAUTHENTICATED');
    const refused = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email, password } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AUTH_USER_DISABLED' });
    const [row] = await t.database.db.select({ hiddenUntil: users.hiddenUntil }).from(users).where(eq(users.id, id));
    expect(row!.hiddenUntil).not.toBeNull();
    // The statement e-mail in French.
    await t.app.jobs.idle();
    const [mail] = await outboxOf(t, email);
    expect(mail?.subject).toBe('Décision de modération sur votre compte ARYA');
    expect(mail?.text).toContain('définitivement');
  });

  it('dismisses: the case and reports closed, nobody restricted, no statement to the member, the reporter told', async () => {
    const member = await newMember(t, 'Dana Dismissed');
    const caseId = await caseOf(reporter, { kind: 'member', id: member.id }, 'spam');
    const answer = await decide(staff, caseId, { action: 'dismiss', reason: 'other', statement: 'Rien de contraire aux règles.' });
    expect(answer.json<ModerationCase>()).toMatchObject({ status: 'dismissed', reports: [{ status: 'dismissed' }], decision: { action: 'dismiss' } });
    expect((await notificationsOf(member)).filter((item) => item.type === 'moderation_decision')).toEqual([]);
    expect((await notificationsOf(reporter)).some((item) => item.type === 'report_decided' && item.targetId === answer.json<ModerationCase>().decision!.id)).toBe(true);
  });
});

describe('who may decide', () => {
  it('refuses visitors (401), members (403), staff about themselves or a case they reported (403), unknown cases (404), bad input (400)', async () => {
    const author = await newMember(t, 'Paul Poster');
    const post = await publish(t, author.cookie, { text: 'Signal gratuit' });
    const caseId = await caseOf(reporter, { kind: 'post', id: post._id });
    const body = { action: 'warn', reason: 'spam', statement: 'Avertissement' };
    for (const [method, url] of [
      ['GET', `/api/v1/staff/moderation/cases/${caseId}`],
      ['POST', `/api/v1/staff/moderation/cases/${caseId}/decision`],
      ['GET', '/api/v1/staff/moderation/appeals'],
      ['POST', '/api/v1/staff/moderation/appeals/1/decision'],
    ] as const) {
      expectError(await request(null, method, url, method === 'POST' ? body : undefined), 401, 'UNAUTHENTICATED');
      expectError(await request(reporter, method, url, method === 'POST' ? body : undefined), 403, 'FORBIDDEN');
    }
    expectError(await request(staff, 'GET', '/api/v1/staff/moderation/cases/999999'), 404, 'CASE_NOT_FOUND');
    expectError(await decide(staff, '999999', body), 404, 'CASE_NOT_FOUND');
    for (const bad of [
      { ...body, action: 'ban' },
      { ...body, reason: 'nope' },
      { ...body, statement: '' },
      { ...body, action: 'mute' },
      { ...body, durationDays: 7 },
      { ...body, action: 'suspend', durationDays: 3 },
      { ...body, reason: 'illegal' },
    ]) {
      expectError(await decide(staff, caseId, bad), 400, 'VALIDATION_ERROR');
    }
    expectError(await request(staff, 'GET', '/api/v1/staff/moderation/cases/abc'), 400, 'VALIDATION_ERROR');

    const ownCase = await caseOf(reporter, { kind: 'member', id: staff.id }, 'spam');
    expectError(await decide(staff, ownCase, body), 403, 'STAFF_SELF_ACTION');
    const reportedByStaff = await caseOf(staff, { kind: 'member', id: author.id }, 'spam');
    expectError(await decide(staff, reportedByStaff, body), 403, 'STAFF_SELF_ACTION');
    // Nothing changed: the case is still open.
    expect((await request(staff, 'GET', `/api/v1/staff/moderation/cases/${caseId}`)).json<ModerationCase>().status).toBe('open');
  });
});

describe('a visitor’s notice', () => {
  it('is acknowledged by e-mail, then answered with its outcome, in the language it was made in', async () => {
    const author = await newMember(t, 'Vic Visited');
    const post = await publish(t, author.cookie, { text: 'Contenu signalé par un visiteur' });
    const body = { item: { kind: 'post', id: post._id }, category: 'illegal', law: 'Code monétaire et financier, L465-3-1', email: 'notifier@example.org', goodFaith: true, language: 'en', comment: 'Call +33 6 00 00 00 00 now' };
    const filed = await request(null, 'POST', '/api/v1/reports', body);
    expect(filed.statusCode).toBe(200);
    await t.app.jobs.idle();
    const [receipt] = await outboxOf(t, 'notifier@example.org');
    expect(receipt?.subject).toBe('We received your report');
    expect(receipt?.text).toContain(`Your report no. ${filed.json<{ id: string }>().id} of `);
    // Nothing the visitor typed travels to the address they gave.
    expect(receipt?.text).not.toContain('+33 6');
    expect(receipt?.text).not.toContain('L465-3-1');
    // A second notice of the same item from that address while it is open: refused, and no second e-mail.
    expect((await request(null, 'POST', '/api/v1/reports', body)).statusCode).toBe(409);
    await t.app.jobs.idle();
    expect(await outboxOf(t, 'notifier@example.org')).toHaveLength(1);

    const [row] = await t.database.db.select({ id: moderationCases.id }).from(moderationCases).where(eq(moderationCases.itemId, post._id));
    const answer = await decide(staff, String(row!.id), { action: 'dismiss', reason: 'illegal', law: 'L465-3-1', statement: 'Pas de manipulation établie.' });
    expect(answer.json<ModerationCase>().decision).toMatchObject({ noticeSource: 'visitor' });
    expect(JSON.stringify(answer.json())).not.toContain('notifier@example.org');
    await t.app.jobs.idle();
    const mail = (await outboxOf(t, 'notifier@example.org')).find((message) => message.subject !== receipt?.subject);
    expect(mail?.subject).toBe('What became of your report on ARYA');
    expect(mail?.text).toContain('your report was dismissed');
    expect(mail?.text).not.toContain('Pas de manipulation établie.');
    // Run again (a retry), the job tells nobody twice.
    await t.app.jobs.send({ name: 'moderation.notify-notifiers' }, { caseId: row!.id });
    await t.app.jobs.idle();
    expect(await outboxOf(t, 'notifier@example.org')).toHaveLength(2);
  });
});

describe('two staff deciding at once', () => {
  it('records one decision: the other is told the case is already decided (409)', async () => {
    const second = await newMember(t, 'Sid Second');
    await makeStaff(t, second.id);
    const author = await newMember(t, 'Otto Once');
    const post = await publish(t, author.cookie, { text: 'Pump imminent sur ce token' });
    const caseId = await caseOf(reporter, { kind: 'post', id: post._id });
    const answers = await Promise.all([
      decide(staff, caseId, { action: 'remove', reason: 'market_manipulation', statement: 'Pump annoncé.' }),
      decide(second, caseId, { action: 'warn', reason: 'market_manipulation', statement: 'Pump annoncé.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectError(answers.find((answer) => answer.statusCode === 409)!, 409, 'CASE_ALREADY_DECIDED');
    const recorded = await t.database.db.select().from(moderationDecisions).where(eq(moderationDecisions.caseId, Number(caseId)));
    expect(recorded).toHaveLength(1);
  });
});

describe('restrictions staff set on a member page', () => {
  it('are decisions too: the member reads their statement and may contest it', async () => {
    const member = await newMember(t, 'Mia Muted');
    expect((await request(staff, 'POST', `/api/v1/staff/members/${member.id}/restriction`, { action: 'mute', reason: 'spam', days: 1, note: 'Spam de liens' })).statusCode).toBe(200);
    const list = (await request(member, 'GET', '/api/v1/me/decisions')).json<MyDecisionsPage>();
    expect(list.items[0]).toMatchObject({ action: 'mute', reason: 'spam', item: null, appealable: true });
    const statement = (await request(member, 'GET', `/api/v1/me/decisions/${list.items[0]!.id}`)).json<StatementOfReasons>();
    expect(statement).toMatchObject({ facts: 'Spam de liens', basedOnNotice: false, noticeSource: 'staff', appealable: true });
  });
});
