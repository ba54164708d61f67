import {
  CONSENT_VERSION,
  DATA_EXPORT_LINK_HOURS,
  dataExportDownloadPath,
  myDataExportsRoute,
  requestDataExportRoute,
  type DataExport,
  type DataExportsPage,
  type Invoice,
  type Post,
} from '@arya/core';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, moderationCases } from '../src/db/schema/index.ts';
import { buildExport, sweepExports } from '../src/features/data-export/export.service.ts';
import { checkout, invoicesOf, putBilling } from './helpers/billing.ts';
import { expectError } from './helpers/errors.ts';
import { outboxOf } from './helpers/http.ts';
import { png } from './helpers/images.ts';
import { fileUploadBody } from './helpers/multipart.ts';
import { makeStaff } from './helpers/plans.ts';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (member: Member | null) => (member ? { cookie: member.cookie } : {});
/** The e-mails saying a copy is ready (the member may get others, such as a moderation statement). */
const copyMailsOf = async (email: string) => (await outboxOf(t, email)).filter((mail) => mail.subject === 'La copie de vos données ARYA est prête');
const requestExport = (member: Member | null) => t.request({ method: 'POST', url: requestDataExportRoute.path, ...as(member) });
const exportsOf = async (member: Member) => {
  const response = await t.request({ method: 'GET', url: myDataExportsRoute.path, ...as(member) });
  expect(response.statusCode).toBe(200);
  return response.json<DataExportsPage>().items;
};
const download = (member: Member | null, exportId: string) => t.request({ method: 'GET', url: dataExportDownloadPath(exportId), ...as(member) });
const postFile = (url: string, member: Member, body: { body: Buffer; contentType: string }) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, cookie: member.cookie }, payload: body.body });
const deps = () => ({ db: t.database.db, storage: t.app.providers.storage, email: t.app.providers.email, publicUrl: t.config.publicUrl, log: t.app.log });
const rowOf = async (exportId: string) => (await t.database.db.select().from(dataExports).where(eq(dataExports.id, exportId)))[0]!;

/** Signs up a member and answers them with their e-mail address. */
async function memberWithEmail(name: string, language: 'fr' | 'en' = 'fr') {
  const { cookie, email } = await t.signUp({ name });
  const response = await t.request({ method: 'POST', url: '/api/v1/me/bootstrap', cookie, body: { language } });
  const me = response.json<{ uid: string; systemAlias: string; displayName: string }>();
  return { cookie, email, id: me.uid, systemAlias: me.systemAlias, displayName: me.displayName };
}

describe('asking for a copy of one’s data', () => {
  it('is for members only', async () => {
    expectError(await requestExport(null), 401, 'UNAUTHENTICATED');
    expectError(await t.request({ method: 'GET', url: myDataExportsRoute.path }), 401, 'UNAUTHENTICATED');
    expectError(await download(null, '00000000-0000-4000-8000-000000000000'), 401, 'UNAUTHENTICATED');
  });

  it('refuses a second copy while one is being prepared, and a download before it is ready', async () => {
    const member = await newMember(t, 'Paula Pending');
    // A copy left pending (its job not yet run): inserted as the request would.
    const [pending] = await t.database.db.insert(dataExports).values({ userId: member.id }).returning();
    expectError(await requestExport(member), 409, 'EXPORT_ALREADY_PENDING');
    expectError(await download(member, pending!.id), 409, 'EXPORT_NOT_READY');
    expect((await exportsOf(member)).map((copy) => copy.status)).toEqual(['pending']);
  });

  it('answers 400 to an id that is not one', async () => {
    const member = await newMember(t, 'Bad Id');
    expectError(await download(member, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
  });
});

describe('a copy of one’s data', () => {
  let owner: Awaited<ReturnType<typeof memberWithEmail>>;
  let other: Awaited<ReturnType<typeof memberWithEmail>>;
  let copy: DataExport;
  let post: Post;
  let invoice: Invoice;
  let files: Record<string, Uint8Array>;
  let picture: Buffer;
  let removed: Post;
  let staff: Member;

  beforeAll(async () => {
    owner = await memberWithEmail('Olivia Owner');
    other = await memberWithEmail('Oscar Other', 'en');
    post = await publish(t, owner.cookie, { text: 'Le post d’Olivia sur le CAC 40, à exporter' });
    expect((await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, body: { text: 'Le commentaire d’Olivia' }, ...as(owner) })).statusCode).toBe(200);
    // Another member's writing on her post, and their own post: not hers.
    expect((await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, body: { text: 'Oscar private words in a comment' }, ...as(other) })).statusCode).toBe(200);
    await publish(t, other.cookie, { text: 'Oscar writes his own post here' });
    // A post of hers removed by moderation (reported by Oscar).
    staff = await newMember(t, 'Sara Staff');
    await makeStaff(t, staff.id);
    removed = await publish(t, owner.cookie, { text: 'Un post retiré par la modération' });
    expect((await t.request({ method: 'POST', url: '/api/v1/reports', body: { item: { kind: 'post', id: removed._id }, category: 'spam' }, ...as(other) })).statusCode).toBe(200);
    const [theCase] = await t.database.db.select({ id: moderationCases.id }).from(moderationCases).where(eq(moderationCases.itemId, removed._id));
    const decided = await t.request({ method: 'POST', url: `/api/v1/staff/moderation/cases/${theCase!.id}/decision`, body: { action: 'remove', reason: 'spam', statement: 'Publicité répétée.' }, ...as(staff) });
    expect(decided.statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/v1/users/${owner.id}/follow`, ...as(other) })).statusCode).toBe(200);
    // A consent, a bought plan (its invoice), a picture and an uploaded image.
    expect((await t.request({ method: 'PUT', url: '/api/v1/consents', body: { analytics: false, version: CONSENT_VERSION }, ...as(owner) })).statusCode).toBe(200);
    expect((await putBilling(t, owner.cookie, { line1: '1 rue du Test', postale_code: '75001', city: 'Paris', country: 'FR', locale: 'fr' })).statusCode).toBe(200);
    expect((await checkout(t, owner.cookie, 'yearly')).statusCode).toBe(200);
    [invoice] = (await invoicesOf(t, owner.cookie)).items as [Invoice];
    expect((await postFile('/api/v1/me/picture', owner, fileUploadBody(await png(500, 500), 'me.png', 'image/png'))).statusCode).toBe(200);
    expect((await postFile('/api/v1/uploads', owner, fileUploadBody(await png(40, 30), 'chart.png', 'image/png'))).statusCode).toBe(200);
    const stored = await t.app.providers.storage.get(`profile-images/${owner.id}`);
    picture = Buffer.concat(await stored!.stream.toArray());

    const answer = await requestExport(owner);
    expect(answer.statusCode).toBe(200);
    copy = answer.json<DataExport>();
    expect(copy.status).toBe('pending');
    await t.app.jobs.idle();
  });

  it('is ready once prepared, for 24 hours, and the member is told by e-mail with a link to the privacy page', async () => {
    const [listed] = await exportsOf(owner);
    expect(listed).toMatchObject({ id: copy.id, status: 'ready', bytes: expect.any(Number) });
    expect(Date.parse(listed!.expiresAt!) - Date.parse(listed!.readyAt!)).toBe(DATA_EXPORT_LINK_HOURS * 60 * 60 * 1000);
    const mails = await copyMailsOf(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/my-account/privacy`);
  });

  it('downloads as a ZIP attachment, never cached, holding the member’s writing, consent, invoice PDF and files', async () => {
    const response = await download(owner, copy.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="arya-data-\d{4}-\d\d-\d\d\.zip"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

    expect(strFromU8(files['README.txt']!)).toContain('posts.json');
    expect(json('account.json')).toMatchObject({ id: owner.id, email: owner.email });
    expect(strFromU8(files['account.json']!)).not.toMatch(/password|token/i);
    expect(json('profile.json')).toMatchObject({ profile: { displayName: owner.displayName, systemAlias: owner.systemAlias } });
    expect(json('posts.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ apiId: post._id, text: 'Le post d’Olivia sur le CAC 40, à exporter', isDeleted: false, deletedBy: null }),
        // Removed by moderation, said so without naming the staff member.
        expect.objectContaining({ apiId: removed._id, isDeleted: true, deletedBy: 'moderation' }),
      ]),
    );
    expect(json('posts.json')).toHaveLength(2);
    expect(json('comments.json')).toEqual([expect.objectContaining({ text: expect.stringContaining('Le commentaire d’Olivia') })]);
    expect(json('consents.json')).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'analytics', granted: false, version: CONSENT_VERSION })]));
    expect(json('followers.json')).toEqual([{ followerId: other.id, alias: other.systemAlias, since: expect.any(String) }]);
    expect(json('invoices.json')).toEqual([expect.objectContaining({ id: invoice.id, number: invoice.number })]);
    expect(Buffer.from(files[`invoices/${invoice.number}.pdf`]!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(files['files/profile-picture.webp'] ?? files['files/profile-picture.png'] ?? [])).toEqual(picture);
    const uploads = json('uploads.json') as { id: string; contentType: string }[];
    expect(uploads).toHaveLength(1);
    expect(Object.keys(files).filter((name) => name.startsWith('files/uploads/'))).toHaveLength(1);
    expect(json('data-exports.json')).toEqual([expect.objectContaining({ id: copy.id })]);
  });

  it('holds nothing of another member’s private data', () => {
    const everything = Object.entries(files)
      .filter(([name]) => !name.endsWith('.pdf') && !name.startsWith('files/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain('Oscar private words');
    expect(everything).not.toContain('Oscar writes his own post');
    expect(everything).not.toContain(other.displayName);
    expect(everything).not.toContain(staff.id);
  });

  it('is not found for another member', async () => {
    expectError(await download(other as Member, copy.id), 404, 'EXPORT_NOT_FOUND');
    expect(await exportsOf(other as Member)).toEqual([]);
  });

  it('is prepared once: running its job again changes nothing and sends no second e-mail', async () => {
    const before = await rowOf(copy.id);
    await buildExport(deps(), copy.id);
    expect(await rowOf(copy.id)).toEqual(before);
    expect(await copyMailsOf(owner.email)).toHaveLength(1);
  });

  it('has expired past its 24 hours; the sweep deletes the archive and marks it expired, once', async () => {
    const row = await rowOf(copy.id);
    await t.database.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, copy.id));
    expectError(await download(owner, copy.id), 410, 'EXPORT_EXPIRED');
    expect(await t.app.providers.storage.exists(row.path!)).toBe(true);
    // A link followed by the browser goes back to the privacy page, which says why.
    const followed = await t.request({ method: 'GET', url: dataExportDownloadPath(copy.id), cookie: owner.cookie, headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/my-account/privacy?problem=EXPORT_EXPIRED');

    const swept = await sweepExports(deps());
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await t.app.providers.storage.exists(row.path!)).toBe(false);
    expect(await rowOf(copy.id)).toMatchObject({ status: 'expired', path: null });
    expectError(await download(owner, copy.id), 410, 'EXPORT_EXPIRED');
    // A second sweep finds nothing left to do.
    expect((await sweepExports(deps())).expired).toBe(0);
    // And a new copy may be asked for.
    expect((await requestExport(owner)).statusCode).toBe(200);
    await t.app.jobs.idle();
  });

  it('fails a copy stuck pending for hours, so the member may ask again', async () => {
    const member = await newMember(t, 'Stuck Pending');
    await t.database.db.insert(dataExports).values({ userId: member.id, requestedAt: new Date(Date.now() - 4 * 60 * 60 * 1000) });
    expect((await sweepExports(deps())).failed).toBe(1);
    expect((await exportsOf(member)).map((item) => item.status)).toEqual(['failed']);
    expect((await requestExport(member)).statusCode).toBe(200);
    await t.app.jobs.idle();
  });
});
