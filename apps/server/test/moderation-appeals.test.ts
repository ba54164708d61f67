import type { AppealsQueuePage, Comment, ModerationCase, ModerationQueueSize, NotificationsPage, Post, StaffAppeal, StatementOfReasons } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationCases, moderationDecisions, userProtected, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import { getPost, newMember, postsCountOf, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let staff: Member;
let moderator: Member;
let reporter: Member;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  staff = await newMember(t, 'Stella Staff');
  moderator = await newMember(t, 'Max Moderator');
  await makeStaff(t, staff.id);
  await makeStaff(t, moderator.id);
  reporter = await newMember(t, 'Rita Reporter');
});
afterAll(() => t.close());

let addresses = 0;
const request = (member: Member | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.request({ method, url, ...(body === undefined ? {} : { body }), headers: { 'x-forwarded-for': `192.0.2.${(addresses += 1) % 250}` }, ...(member ? { cookie: member.cookie } : {}) });
async function caseOf(by: Member, item: { kind: 'post' | 'comment' | 'reply' | 'member'; id: string }, category = 'scam'): Promise<string> {
  expect((await request(by, 'POST', '/api/v1/reports', { item, category })).statusCode).toBe(200);
  const [row] = await t.database.db.select({ id: moderationCases.id }).from(moderationCases).where(eq(moderationCases.itemId, item.id));
  return String(row!.id);
}
async function decided(caseId: string, body: unknown): Promise<string> {
  const answer = await request(staff, 'POST', `/api/v1/staff/moderation/cases/${caseId}/decision`, body);
  expect(answer.statusCode).toBe(200);
  return answer.json<ModerationCase>().decision!.id;
}
const appeal = (member: Member, decisionId: string, text = 'Ce n’était pas une arnaque.') => request(member, 'POST', `/api/v1/me/decisions/${decisionId}/appeal`, { text });
const answer = (by: Member, appealId: string, body: unknown) => request(by, 'POST', `/api/v1/staff/moderation/appeals/${appealId}/decision`, body);

describe('appealing a removal', () => {
  let author: Member;
  let post: Post;
  let decisionId: string;
  let appealId: string;
  beforeAll(async () => {
    author = await newMember(t, 'Alice Author');
    post = await publish(t, author.cookie, { text: 'Mon analyse du pétrole' });
    decisionId = await decided(await caseOf(reporter, { kind: 'post', id: post._id }), { action: 'remove', reason: 'scam', statement: 'Faux signal.' });
  });

  it('takes one appeal within six months, shown in the queue and its size', async () => {
    const made = await appeal(author, decisionId);
    expect(made.statusCode).toBe(200);
    expect(made.json<StatementOfReasons>()).toMatchObject({ appealable: false, appeal: { status: 'pending', text: 'Ce n’était pas une arnaque.' } });
    expectError(await appeal(author, decisionId), 409, 'APPEAL_ALREADY_MADE');
    const queue = (await request(moderator, 'GET', '/api/v1/staff/moderation/appeals')).json<AppealsQueuePage>();
    const mine = queue.items.find((item) => item.decision.id === decisionId);
    expect(mine).toMatchObject({ role: 'member', status: 'pending', decision: { action: 'remove', moderator: { id: staff.id }, member: { id: author.id } } });
    appealId = mine!.id;
    expect((await request(moderator, 'GET', '/api/v1/staff/moderation/size')).json<ModerationQueueSize>().appeals).toBeGreaterThanOrEqual(1);
  });

  it('is refused to the staff member who decided (403), to members (403), and twice (409)', async () => {
    expectError(await answer(staff, appealId, { outcome: 'overturned', response: 'Erreur' }), 403, 'APPEAL_SAME_MODERATOR');
    expectError(await answer(author, appealId, { outcome: 'overturned', response: 'Erreur' }), 403, 'FORBIDDEN');
    expectError(await answer(moderator, '999999', { outcome: 'upheld', response: 'Non' }), 404, 'APPEAL_NOT_FOUND');
    expectError(await answer(moderator, appealId, { outcome: 'maybe', response: 'Non' }), 400, 'VALIDATION_ERROR');
    expectError(await answer(moderator, appealId, { outcome: 'upheld', response: '' }), 400, 'VALIDATION_ERROR');
  });

  it('overturned by another staff member: the post back with its counts, the decision overruled, the author told', async () => {
    const countBefore = await postsCountOf(t, author.id);
    const done = await answer(moderator, appealId, { outcome: 'overturned', response: 'Analyse légitime, rétablie.' });
    expect(done.statusCode).toBe(200);
    expect(done.json<StaffAppeal>()).toMatchObject({ status: 'overturned', decidedBy: { id: moderator.id }, response: 'Analyse légitime, rétablie.' });
    expectError(await answer(moderator, appealId, { outcome: 'upheld', response: 'Non' }), 409, 'APPEAL_ALREADY_DECIDED');

    const back = (await getPost(t, reporter.cookie, post._id)).json<Post>();
    expect(back).toMatchObject({ IsDeleted: false, Text: 'Mon analyse du pétrole' });
    expect(back.Date).toBeTruthy();
    expect(await postsCountOf(t, author.id)).toBe(countBefore + 1);

    const statement = (await request(author, 'GET', `/api/v1/me/decisions/${decisionId}`)).json<StatementOfReasons>();
    expect(statement).toMatchObject({ overruled: true, appeal: { status: 'overturned', response: 'Analyse légitime, rétablie.' }, appealable: false });
    const recorded = await t.database.db.select().from(moderationDecisions).where(eq(moderationDecisions.memberId, author.id)).orderBy(moderationDecisions.id);
    expect(recorded.map((row) => row.action)).toEqual(['remove', 'restore']);
    expect(recorded[0]!.overruledByDecisionId).toBe(recorded[1]!.id);
    expect(recorded[1]!.moderatorId).toBe(moderator.id);
    const notes = (await request(author, 'GET', '/api/v1/me/notifications')).json<NotificationsPage>().items;
    expect(notes.some((item) => item.type === 'appeal_decided' && item.targetId === decisionId)).toBe(true);
  });
});

describe('appealing the removal of a comment', () => {
  it('overturned: the comment back, its post counting it again with its LastComment', async () => {
    const author = await newMember(t, 'Paul Poster');
    const commenter = await newMember(t, 'Carl Commenter');
    const post = await publish(t, author.cookie, { text: 'Le Brent sous les 70 dollars' });
    const made = (await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: commenter.cookie, body: { text: 'Achetez mon canal VIP' } })).json<Comment>();
    const read = async () => (await getPost(t, reporter.cookie, post._id)).json<Post>();
    expect(await read()).toMatchObject({ CommentsCount: 1, LastComment: { Id: made._id } });

    const decisionId = await decided(await caseOf(reporter, { kind: 'comment', id: made._id }, 'spam'), { action: 'remove', reason: 'spam', statement: 'Publicité.' });
    expect(await read()).toMatchObject({ CommentsCount: 0, LastComment: null });
    expect((await appeal(commenter, decisionId)).statusCode).toBe(200);
    const pending = (await request(moderator, 'GET', '/api/v1/staff/moderation/appeals')).json<AppealsQueuePage>().items.find((item) => item.decision.id === decisionId)!;
    expect((await answer(moderator, pending.id, { outcome: 'overturned', response: 'Rétabli.' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ CommentsCount: 1, LastComment: { Id: made._id, Text: 'Achetez mon canal VIP' } });
  });
});

describe('appealing a restriction', () => {
  it('overturned lifts a mute; upheld keeps a warning', async () => {
    const muted = await newMember(t, 'Marc Muted');
    const muteId = await decided(await caseOf(reporter, { kind: 'member', id: muted.id }, 'harassment'), { action: 'mute', reason: 'harassment', durationDays: 30, statement: 'Insultes.' });
    expect((await appeal(muted, muteId)).statusCode).toBe(200);
    const queue = (await request(moderator, 'GET', '/api/v1/staff/moderation/appeals')).json<AppealsQueuePage>();
    const pending = queue.items.find((item) => item.decision.id === muteId)!;
    expect((await answer(moderator, pending.id, { outcome: 'overturned', response: 'Levée.' })).statusCode).toBe(200);
    expect((await request(muted, 'POST', '/api/v1/posts', { text: 'De retour après la levée de la restriction' })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ mutedUntil: userProtected.mutedUntil }).from(userProtected).where(eq(userProtected.userId, muted.id));
    expect(row!.mutedUntil).toBeNull();

    const other = await newMember(t, 'Ursula Upheld');
    const warnId = await decided(await caseOf(reporter, { kind: 'member', id: other.id }, 'spam'), { action: 'warn', reason: 'spam', statement: 'Liens répétés.' });
    expect((await appeal(other, warnId)).statusCode).toBe(200);
    const again = (await request(moderator, 'GET', '/api/v1/staff/moderation/appeals')).json<AppealsQueuePage>().items.find((item) => item.decision.id === warnId)!;
    expect((await answer(moderator, again.id, { outcome: 'upheld', response: 'Maintenue.' })).json<StaffAppeal>().status).toBe('upheld');
    expect((await request(other, 'GET', `/api/v1/me/decisions/${warnId}`)).json<StatementOfReasons>()).toMatchObject({ overruled: false, appeal: { status: 'upheld', response: 'Maintenue.' } });
    const [hidden] = await t.database.db.select({ hiddenUntil: users.hiddenUntil }).from(users).where(eq(users.id, other.id));
    expect(hidden!.hiddenUntil).toBeNull();
  });
});

describe('refusals', () => {
  it('another member’s decision (404), after the window (410), what cannot be contested (409), bad input (400), visitors (401)', async () => {
    const member = await newMember(t, 'Wanda Window');
    const decisionId = await decided(await caseOf(reporter, { kind: 'member', id: member.id }, 'spam'), { action: 'warn', reason: 'spam', statement: 'Spam.' });
    const stranger = await newMember(t, 'Stan Stranger');
    expectError(await appeal(stranger, decisionId), 404, 'DECISION_NOT_FOUND');
    expectError(await appeal(member, '999999'), 404, 'DECISION_NOT_FOUND');
    expectError(await request(member, 'POST', `/api/v1/me/decisions/${decisionId}/appeal`, { text: '' }), 400, 'VALIDATION_ERROR');
    expectError(await request(null, 'POST', `/api/v1/me/decisions/${decisionId}/appeal`, { text: 'x' }), 401, 'UNAUTHENTICATED');
    // A member reporter whose report was actioned has nothing to contest.
    expectError(await appeal(reporter, decisionId), 409, 'DECISION_NOT_APPEALABLE');

    await t.database.db.update(moderationDecisions).set({ appealUntil: new Date(Date.now() - 1000) }).where(eq(moderationDecisions.id, Number(decisionId)));
    expectError(await appeal(member, decisionId), 410, 'APPEAL_WINDOW_CLOSED');
    expect((await request(member, 'GET', `/api/v1/me/decisions/${decisionId}`)).json<StatementOfReasons>()).toMatchObject({ appealable: false, appeal: null });
  });

  it('lets a member reporter contest the dismissal of their report', async () => {
    const member = await newMember(t, 'Dino Dismissed');
    const dismissal = await decided(await caseOf(reporter, { kind: 'member', id: member.id }, 'spam'), { action: 'dismiss', reason: 'other', statement: 'Aucune règle enfreinte.' });
    expect((await request(reporter, 'GET', `/api/v1/me/decisions/${dismissal}`)).json<StatementOfReasons>()).toMatchObject({ viewer: 'reporter', facts: 'Aucune règle enfreinte.', appealable: true });
    expectError(await appeal(member, dismissal), 409, 'DECISION_NOT_APPEALABLE');
    const made = await appeal(reporter, dismissal, 'Il spamme tous les fils.');
    expect(made.json<StatementOfReasons>()).toMatchObject({ appeal: { status: 'pending' } });
    const queued = (await request(moderator, 'GET', '/api/v1/staff/moderation/appeals')).json<AppealsQueuePage>().items.find((item) => item.decision.id === dismissal);
    expect(queued).toMatchObject({ role: 'reporter', text: 'Il spamme tous les fils.' });
  });

  it('is not answered by the staff member the dismissed report was about (403), and changes nothing', async () => {
    const third = await newMember(t, 'Theo Third');
    await makeStaff(t, third.id);
    // A report about a staff member (the moderator), dismissed by another (staff), contested by the reporter.
    const dismissal = await decided(await caseOf(reporter, { kind: 'member', id: moderator.id }, 'harassment'), { action: 'dismiss', reason: 'other', statement: 'Rien de tel.' });
    expect((await appeal(reporter, dismissal, 'Il m’insulte en message.')).statusCode).toBe(200);
    const queued = (await request(third, 'GET', '/api/v1/staff/moderation/appeals')).json<AppealsQueuePage>().items.find((item) => item.decision.id === dismissal);
    expectError(await answer(moderator, queued!.id, { outcome: 'upheld', response: 'Rien à redire.' }), 403, 'STAFF_SELF_ACTION');
    const still = (await request(third, 'GET', '/api/v1/staff/moderation/appeals')).json<AppealsQueuePage>().items.find((item) => item.id === queued!.id);
    expect(still).toMatchObject({ status: 'pending' });
    expect((await answer(third, queued!.id, { outcome: 'upheld', response: 'Rien à redire.' })).statusCode).toBe(200);
  });
});
