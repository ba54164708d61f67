import type { Comment, ModerationQueuePage, ModerationQueueSize, MyReportsPage, Post, ReportInput, ReportReceipt } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationCases, reports, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeStaff } from './helpers/plans.ts';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let author: Member;
let reporter: Member;
let other: Member;
let staff: Member;
let post: Post;
beforeAll(async () => {
  // Each request comes from its own address (X-Forwarded-For, trusted), unless a test gives one: the
  // per-address limit is tested on its own.
  t = await createTestApp({ TRUST_PROXY: '1' });
  author = await newMember(t, 'Sam Scammer');
  reporter = await newMember(t, 'Rita Reporter');
  other = await newMember(t, 'Oscar Other');
  staff = await newMember(t, 'Stella Staff');
  await makeStaff(t, staff.id);
  post = await publish(t, author.cookie, { text: 'Achetez ce token, x100 garanti demain !' });
});
afterAll(() => t.close());

let addresses = 0;
const report = (member: Member | null, body: ReportInput | Record<string, unknown>, headers: Record<string, string> = { 'x-forwarded-for': `198.51.100.${(addresses += 1) % 250}` }) =>
  t.request({ method: 'POST', url: '/api/v1/reports', body, headers, ...(member ? { cookie: member.cookie } : {}) });
const get = (member: Member | null, url: string) => t.request({ method: 'GET', url, ...(member ? { cookie: member.cookie } : {}) });
const casesOf = (itemId: string) => t.database.db.select().from(moderationCases).where(eq(moderationCases.itemId, itemId));

describe('reporting', () => {
  it('acknowledges a member’s report of a scam post, and gathers every report of the item in one open case', async () => {
    const answer = await report(reporter, { item: { kind: 'post', id: post._id }, category: 'scam', comment: 'Pump and dump évident' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ReportReceipt>()).toMatchObject({ status: 'open', id: expect.any(String), createdAt: expect.any(String) });
    expect((await report(other, { item: { kind: 'post', id: post._id }, category: 'spam' })).statusCode).toBe(200);
    const [theCase] = await casesOf(post._id);
    expect(theCase).toMatchObject({ itemKind: 'post', memberId: author.id, status: 'open', reportsCount: 2 });

    const mine = (await get(reporter, '/api/v1/me/reports')).json<MyReportsPage>();
    expect(mine.items).toEqual([expect.objectContaining({ item: { kind: 'post', id: post._id }, category: 'scam', status: 'open' })]);
  });

  it('refuses reporting twice while the first report is open (409), and changes nothing', async () => {
    expectError(await report(reporter, { item: { kind: 'post', id: post._id }, category: 'spam' }), 409, 'REPORT_ALREADY_OPEN');
    expect((await casesOf(post._id))[0]?.reportsCount).toBe(2);
    expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.id))).toHaveLength(1);
  });

  it('refuses reporting oneself or one’s own post (400), and what does not exist or cannot be seen (404)', async () => {
    expectError(await report(author, { item: { kind: 'post', id: post._id }, category: 'spam' }), 400, 'CANNOT_REPORT_SELF');
    expectError(await report(author, { item: { kind: 'member', id: author.id }, category: 'spam' }), 400, 'CANNOT_REPORT_SELF');
    expectError(await report(reporter, { item: { kind: 'post', id: `${author.id}/nope` }, category: 'spam' }), 404, 'REPORT_TARGET_NOT_FOUND');
    expectError(await report(reporter, { item: { kind: 'comment', id: post._id }, category: 'spam' }), 404, 'REPORT_TARGET_NOT_FOUND');
    expectError(await report(reporter, { item: { kind: 'member', id: 'nobody' }, category: 'spam' }), 404, 'REPORT_TARGET_NOT_FOUND');
    // A member who blocks the reporter does not exist for them: nothing of theirs can be reported.
    const blocker = await newMember(t, 'Bianca Blocker');
    const blockerPost = await publish(t, blocker.cookie, { text: 'Un post de Bianca, assez long' });
    expect((await t.request({ method: 'PUT', url: `/api/v1/users/${reporter.id}/block`, cookie: blocker.cookie })).statusCode).toBe(200);
    expectError(await report(reporter, { item: { kind: 'post', id: blockerPost._id }, category: 'spam' }), 404, 'REPORT_TARGET_NOT_FOUND');
    expectError(await report(reporter, { item: { kind: 'member', id: blocker.id }, category: 'spam' }), 404, 'REPORT_TARGET_NOT_FOUND');
  });

  it('reports comments, replies and members, each in its own case', async () => {
    const comment = (await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: author.cookie, body: { text: 'Rejoignez mon Telegram' } })).json<Comment>();
    const reply = (
      await t.request({ method: 'POST', url: `/api/v1/posts/${comment._id.split('/').slice(0, 2).join('/')}/comments/${comment._id.split('/')[2]}/replies`, cookie: author.cookie, body: { text: 'Lien en bio' } })
    ).json<Comment>();
    for (const item of [
      { kind: 'comment', id: comment._id },
      { kind: 'reply', id: reply._id },
      { kind: 'member', id: author.id },
    ] as const) {
      expect((await report(reporter, { item, category: 'harassment' })).statusCode, item.kind).toBe(200);
      expect((await casesOf(item.id))[0], item.kind).toMatchObject({ itemKind: item.kind, memberId: author.id, reportsCount: 1 });
    }
    // A reply id given as a comment (or the other way round) is not that item.
    expectError(await report(other, { item: { kind: 'comment', id: reply._id }, category: 'spam' }), 404, 'REPORT_TARGET_NOT_FOUND');
  });

  it('asks a law for illegal content, and checks what is sent (400, nothing written)', async () => {
    const before = await t.database.db.select().from(reports);
    expectError(await report(other, { item: { kind: 'member', id: author.id }, category: 'illegal' }), 400, 'VALIDATION_ERROR');
    expectError(await report(other, { item: { kind: 'member', id: author.id }, category: 'nonsense' }), 400, 'VALIDATION_ERROR');
    expectError(await report(other, { item: { kind: 'thing', id: author.id }, category: 'spam' }), 400, 'VALIDATION_ERROR');
    expectError(await report(other, { item: { kind: 'member', id: author.id }, category: 'spam', comment: 'x'.repeat(1001) }), 400, 'VALIDATION_ERROR');
    expect(await t.database.db.select().from(reports)).toHaveLength(before.length);
  });

  it('takes a visitor’s notice of illegal content with an e-mail address and good faith, and nothing less', async () => {
    const notice = { item: { kind: 'post', id: post._id }, category: 'illegal', law: 'Code monétaire et financier, art. L465-3-1', email: 'witness@example.test', goodFaith: true, language: 'en' } as const;
    expectError(await report(null, { ...notice, category: 'scam', law: undefined }), 400, 'VALIDATION_ERROR');
    expectError(await report(null, { ...notice, email: undefined }), 400, 'VALIDATION_ERROR');
    expectError(await report(null, { ...notice, goodFaith: false }), 400, 'VALIDATION_ERROR');
    expect((await report(null, notice)).statusCode).toBe(200);
    expectError(await report(null, { ...notice, email: 'WITNESS@example.test' }), 409, 'REPORT_ALREADY_OPEN');
    const stored = await t.database.db.select().from(reports).where(eq(reports.reporterEmail, 'witness@example.test'));
    expect(stored).toEqual([expect.objectContaining({ reporterId: null, category: 'illegal', language: 'en', law: notice.law })]);
    // A private member's post does not exist for visitors.
    await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, other.id));
    const hidden = await publish(t, other.cookie, { text: 'Un post réservé aux membres' });
    expectError(await report(null, { ...notice, item: { kind: 'post', id: hidden._id } }), 404, 'REPORT_TARGET_NOT_FOUND');
  });

  it('limits the reports sent from one address (30 an hour), members’ and visitors’ alike', async () => {
    const fresh = await publish(t, author.cookie, { text: 'Encore un post à signaler plusieurs fois' });
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const answers = [];
    for (let index = 0; index <= 30; index += 1) {
      answers.push(await report(null, { item: { kind: 'post', id: fresh._id }, category: 'illegal', law: 'Loi', email: `n${index}@example.test`, goodFaith: true }, headers));
    }
    expect(answers.slice(0, 30).map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expectError(answers[30]!, 429, 'RATE_LIMITED');
  });
});

describe('the staff queue', () => {
  it('lists open cases, last reported first, with the member and the categories; counts them for the header', async () => {
    const queue = (await get(staff, '/api/v1/staff/moderation/cases')).json<ModerationQueuePage>();
    const postCase = queue.items.find((item) => item.item.id === post._id);
    expect(postCase).toMatchObject({ memberId: author.id, memberName: 'Sam Scammer', status: 'open', reportsCount: 3, categories: ['illegal', 'scam', 'spam'] });
    const dates = queue.items.map((item) => item.lastReportedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const size = (await get(staff, '/api/v1/staff/moderation/size')).json<ModerationQueueSize>();
    expect(size.cases).toBe((await t.database.db.select().from(moderationCases).where(eq(moderationCases.status, 'open'))).length);
    // Pages: one case at a time reaches every case once.
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ModerationQueuePage = (await get(staff, `/api/v1/staff/moderation/cases?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json<ModerationQueuePage>();
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids.sort()).toEqual(queue.items.map((item) => item.id).sort());
  });

  it('is for staff only: a member gets 403, a visitor 401', async () => {
    for (const url of ['/api/v1/staff/moderation/cases', '/api/v1/staff/moderation/size']) {
      expectError(await get(reporter, url), 403, 'FORBIDDEN');
      expectError(await get(null, url), 401, 'UNAUTHENTICATED');
    }
    expectError(await get(null, '/api/v1/me/reports'), 401, 'UNAUTHENTICATED');
  });
});
