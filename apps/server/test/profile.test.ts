import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CurrentUser, ProfileInput, PublicUser } from '@arya/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProtected, users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { png, SVG } from './helpers/images.ts';
import { fileUploadBody } from './helpers/multipart.ts';
import { uniquePhone, verifiedMember } from './helpers/phone.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

/** The profile's fields are the point here: members who have not verified a phone (their number is null). */
const WITHOUT_PHONE = { phoneVerified: false };

let t: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'arya-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html lang="fr"><head><title>x</title></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(webDistDir, 'assets'));
  t = await createTestApp({}, { webDistDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const form = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  firstName: 'Ana',
  lastName: 'Martin',
  phone: '',
  organization: '',
  language: 'fr',
  address: '',
  postalCode: '',
  country: 'FR',
  city: '',
  job: '',
  biography: '',
  isPublic: true,
  alias: '',
  ...overrides,
});
const save = (member: Member | null, body: ProfileInput | Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/v1/me/profile', body, ...(member ? { cookie: member.cookie } : {}) });
const profileOf = (alias: string, member: Member | null = null) =>
  t.request({ method: 'GET', url: `/api/v1/users/by-alias/${encodeURIComponent(alias)}`, ...(member ? { cookie: member.cookie } : {}) });
const stored = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('saving the profile form', () => {
  it('saves every field but the phone: display name from first and last names, address, privacy', async () => {
    const member = await newMember(t, 'Ana Before', 'fr', WITHOUT_PHONE);
    const response = await save(
      member,
      form({
        firstName: ' Ana ',
        lastName: 'de la Tour',
        organization: 'Arya SAS',
        language: 'en',
        address: '1 rue de la Paix',
        postalCode: '75002',
        country: 'FR',
        city: 'Paris',
        job: 'Swing trader',
        biography: 'Dix ans de marchés.',
        isPublic: false,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CurrentUser>()).toMatchObject({
      displayName: 'Ana de la Tour',
      firstName: 'Ana',
      lastName: 'de la Tour',
      phoneNumber: null,
      defaultLanguage: 'en',
      job: 'Swing trader',
      description: 'Dix ans de marchés.',
      isPublic: false,
      address: { line1: '1 rue de la Paix', postale_code: '75002', city: 'Paris', country: 'FR', company: 'Arya SAS' },
    });
    const [protectedRow] = await t.database.db.select().from(userProtected).where(eq(userProtected.userId, member.id));
    expect(protectedRow?.phoneNumber).toBeNull();
  });

  it('never changes the phone number (issue 22): another number is refused and saves nothing; the same one, or none sent, saves the rest', async () => {
    const { cookie, phone } = await verifiedMember(t);
    const member = { cookie } as Member;
    const other = uniquePhone();
    for (const changed of [other, '']) {
      expectError(await save(member, form({ firstName: 'Changed', phone: changed })), 409, 'PHONE_CHANGE_NEEDS_CODE');
    }
    const state = async () => (await t.request({ method: 'GET', url: '/api/v1/me', cookie })).json<CurrentUser>();
    expect(await state()).toMatchObject({ firstName: 'Member', phoneNumber: phone, phoneVerified: true });
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 4)} ${phone.slice(4)}`;
    expect((await save(member, form({ firstName: 'Same', phone: spaced }))).json<CurrentUser>()).toMatchObject({ firstName: 'Same', phoneNumber: phone, phoneVerified: true });
    const { phone: _phone, ...withoutPhone } = form({ firstName: 'Without' });
    expect((await save(member, withoutPhone)).json<CurrentUser>()).toMatchObject({ firstName: 'Without', phoneNumber: phone, phoneVerified: true });
    // A member with no number yet cannot set one here either.
    const newcomer = await newMember(t, 'No Phone', 'fr', WITHOUT_PHONE);
    expectError(await save(newcomer, form({ phone: other })), 409, 'PHONE_CHANGE_NEEDS_CODE');
    expect((await save(newcomer, form({ phone: '' }))).statusCode).toBe(200);
  });

  it('removes an empty job or biography from the profile', async () => {
    const member = await newMember(t, 'Job Holder', 'fr', WITHOUT_PHONE);
    await save(member, form({ job: 'Analyste', biography: 'Bio' }));
    const response = await save(member, form({ job: '   ', biography: '' }));
    expect(response.json<CurrentUser>()).toMatchObject({ job: null, description: null });
    expect(await stored(member.id)).toMatchObject({ job: null, description: null });
  });

  it('refuses bad input with 400 and changes nothing: no first name, an invalid phone, a NUL, an unknown language', async () => {
    const member = await newMember(t, 'Careful Member', 'fr', WITHOUT_PHONE);
    for (const body of [
      form({ firstName: '  ' }),
      form({ phone: '+33 1' }),
      form({ phone: '0612345678' }),
      form({ job: 'a\u0000b' }),
      { ...form(), language: 'de' },
      { ...form(), biography: 'x'.repeat(1001) },
    ]) {
      expect((await save(member, body)).statusCode).toBe(400);
    }
    expect(await stored(member.id)).toMatchObject({ displayName: 'Careful Member', job: null });
  });

  it('refuses visitors (401)', async () => {
    expectError(await save(null, form()), 401, 'UNAUTHENTICATED');
  });
});

describe('the URL alias', () => {
  it('refuses an alias too short, too long or with other characters than letters, digits and hyphens (400)', async () => {
    const member = await newMember(t, 'Alias Rules', 'fr', WITHOUT_PHONE);
    for (const alias of ['ana-1', 'a'.repeat(101), 'ana martin', 'ana_martin', 'anaïs-trade', 'ana.martin']) {
      const response = await save(member, form({ alias }));
      expect(response.statusCode, alias).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await stored(member.id))?.vanityAlias).toBeNull();
  });

  it('sets an alias, by which the profile is found in any case', async () => {
    const member = await newMember(t, 'Chloe Alias', 'fr', WITHOUT_PHONE);
    const response = await save(member, form({ alias: 'Chloe-Trades' }));
    expect(response.json<CurrentUser>()).toMatchObject({ alias: 'Chloe-Trades', aliasChangedAt: expect.any(String) });
    expect((await profileOf('chloe-trades')).json<PublicUser>()).toMatchObject({ _id: member.id, Alias: 'Chloe-Trades' });
  });

  it('refuses an alias another member has, in another case (409 ALIAS_ALREADY_TAKEN), or as their system alias', async () => {
    const owner = await newMember(t, 'Owner Member', 'fr', WITHOUT_PHONE);
    await save(owner, form({ alias: 'Best-Trader' }));
    const other = await newMember(t, 'Other Member', 'fr', WITHOUT_PHONE);
    expectError(await save(other, form({ alias: 'best-TRADER', job: 'Changed' })), 409, 'ALIAS_ALREADY_TAKEN');
    expectError(await save(other, form({ alias: owner.systemAlias.toUpperCase() })), 409, 'ALIAS_ALREADY_TAKEN');
    // Nothing of the refused save was kept.
    expect(await stored(other.id)).toMatchObject({ vanityAlias: null, job: null, displayName: 'Other Member' });
  });

  it("never lets an alias take another member's id address, in any case", async () => {
    const owner = await newMember(t, 'Id Owner', 'fr', WITHOUT_PHONE);
    const other = await newMember(t, 'Id Spoofer', 'fr', WITHOUT_PHONE);
    const lowered = owner.id.toLowerCase();
    if (lowered !== owner.id && lowered.length >= 6) {
      await save(other, form({ alias: lowered }));
      expect((await profileOf(owner.id)).json<PublicUser>()._id).toBe(owner.id);
    }
    expectError(await save(other, form({ alias: owner.id })), 409, 'ALIAS_ALREADY_TAKEN');
  });

  it('lets a member change only the capitals of their alias at any time, without restarting the 30 days', async () => {
    const member = await newMember(t, 'Capital Changer', 'fr', WITHOUT_PHONE);
    await save(member, form({ alias: 'capital-alias' }));
    const [before] = await t.database.db.select({ at: users.vanityAliasChangedAt }).from(users).where(eq(users.id, member.id));
    const response = await save(member, form({ alias: 'Capital-Alias' }));
    expect(response.json<CurrentUser>()).toMatchObject({ alias: 'Capital-Alias', aliasChangedAt: before?.at?.toISOString() });
  });

  it('lets one of two members saving the same alias at once have it', async () => {
    const [one, two] = [await newMember(t, 'Racer One', 'fr', WITHOUT_PHONE), await newMember(t, 'Racer Two', 'fr', WITHOUT_PHONE)];
    const answers = await Promise.all([save(one, form({ alias: 'same-alias' })), save(two, form({ alias: 'same-alias' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a change 10 days after the last one (409 ALIAS_CHANGED_RECENTLY) and allows it after 30', async () => {
    const member = await newMember(t, 'Recent Changer', 'fr', WITHOUT_PHONE);
    await save(member, form({ alias: 'first-alias' }));
    await t.database.db.update(users).set({ vanityAliasChangedAt: daysAgo(10) }).where(eq(users.id, member.id));
    expectError(await save(member, form({ alias: 'second-alias' })), 409, 'ALIAS_CHANGED_RECENTLY');
    // Saving the rest of the form with the same alias is no change of alias.
    expect((await save(member, form({ alias: 'first-alias', job: 'Trader' }))).statusCode).toBe(200);
    await t.database.db.update(users).set({ vanityAliasChangedAt: daysAgo(31) }).where(eq(users.id, member.id));
    expect((await save(member, form({ alias: 'second-alias' }))).json<CurrentUser>().alias).toBe('second-alias');
  });

  it('keeps the old alias leading to the profile (API and a 301 of the page) and reserved for its member', async () => {
    const member = await newMember(t, 'Mover Member', 'fr', WITHOUT_PHONE);
    await save(member, form({ alias: 'old-address' }));
    await t.database.db.update(users).set({ vanityAliasChangedAt: daysAgo(31) }).where(eq(users.id, member.id));
    await save(member, form({ alias: 'new-address' }));

    expect((await profileOf('OLD-address')).json<PublicUser>()).toMatchObject({ _id: member.id, Alias: 'new-address' });
    const pageFr = await t.request({ method: 'GET', url: '/u/old-address?tab=posts' });
    expect(pageFr.statusCode).toBe(301);
    expect(pageFr.headers.location).toBe('/u/new-address?tab=posts');
    // Not cached for good: the member may take the old address back.
    expect(pageFr.headers['cache-control']).toBe('no-cache');
    // Its posts too are found by the old address.
    expect((await t.request({ method: 'GET', url: '/api/v1/posts?alias=old-address' })).statusCode).toBe(200);
    const pageEn = await t.request({ method: 'GET', url: '/en/u/old-address' });
    expect(pageEn.headers.location).toBe('/en/u/new-address');
    expect((await t.request({ method: 'GET', url: '/u/new-address' })).statusCode).toBe(200);

    const other = await newMember(t, 'Squatter Member', 'fr', WITHOUT_PHONE);
    expectError(await save(other, form({ alias: 'old-address' })), 409, 'ALIAS_ALREADY_TAKEN');
    // Its member may take it back.
    await t.database.db.update(users).set({ vanityAliasChangedAt: daysAgo(31) }).where(eq(users.id, member.id));
    expect((await save(member, form({ alias: 'old-address' }))).statusCode).toBe(200);
    expect((await profileOf('new-address')).json<PublicUser>()).toMatchObject({ Alias: 'old-address' });
  });
});

describe('a private profile', () => {
  it('shows visitors the name and picture only, members everything, and its page stays reachable', async () => {
    const member = await newMember(t, 'Private Person', 'fr', WITHOUT_PHONE);
    await save(member, form({ firstName: 'Private', lastName: 'Person', job: 'Gérant', biography: 'Secret', isPublic: false, alias: 'private-person' }));
    expect((await profileOf('private-person')).json<PublicUser>()).toEqual({
      _id: member.id,
      DisplayName: 'Private',
      Alias: 'private-person',
      VanityAlias: 'private-person',
      SystemAlias: member.systemAlias,
      Verified: null,
      Job: null,
      Description: null,
      PictureDate: null,
      PublicProfile: false,
      TrustScore: null,
      PostsCount: null,
      FollowersCount: null,
      FollowingCount: null,
      Blocking: false,
      Muting: false,
    });
    const reader = await newMember(t, 'Reader Member', 'fr', WITHOUT_PHONE);
    expect((await profileOf('private-person', reader)).json<PublicUser>()).toMatchObject({ DisplayName: 'Private Person', Job: 'Gérant', Description: 'Secret', PostsCount: 0 });
    expect((await t.request({ method: 'GET', url: '/u/private-person' })).statusCode).toBe(200);
    expectError(await t.request({ method: 'GET', url: '/api/v1/posts?alias=private-person' }), 404, 'USER_NOT_FOUND');
  });
});

describe('the profile picture', () => {
  const upload = (member: Member | null, body: { body: Buffer; contentType: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/picture',
      headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, ...(member ? { cookie: member.cookie } : {}) },
      payload: body.body,
    });

  it('is cut to a 400 px square, stored under profile-images/{uid} and dated by the server', async () => {
    const member = await newMember(t, 'Picture Member', 'fr', WITHOUT_PHONE);
    const before = Date.now();
    const response = await upload(member, fileUploadBody(await png(1200, 600), 'me.png', 'image/png'));
    expect(response.statusCode, response.body).toBe(200);
    const me = response.json<CurrentUser>();
    expect(new Date(me.pictureDate ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(me.pictureURL).toBe(`/files/profile-images/${member.id}?v=${new Date(me.pictureDate ?? 0).getTime()}`);
    const file = await t.request({ method: 'GET', url: me.pictureURL ?? '' });
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 400, height: 400, format: 'webp' });
    // Everyone's view of the member carries the new date, so avatars change everywhere.
    expect((await profileOf(member.systemAlias)).json<PublicUser>().PictureDate).toBe(me.pictureDate);
  });

  it('refuses a second change within seconds (429), an SVG (400) and visitors (401)', async () => {
    const member = await newMember(t, 'Fast Changer', 'fr', WITHOUT_PHONE);
    expect((await upload(member, fileUploadBody(await png(50, 50), 'a.png', 'image/png'))).statusCode).toBe(200);
    expectError(await upload(member, fileUploadBody(await png(60, 60), 'b.png', 'image/png')), 429, 'RATE_LIMITED');
    const other = await newMember(t, 'Svg Sender', 'fr', WITHOUT_PHONE);
    expectError(await upload(other, fileUploadBody(SVG, 'x.svg', 'image/svg+xml')), 400, 'UNSUPPORTED_IMAGE');
    expect((await stored(other.id))?.pictureDate).toBeNull();
    expectError(await upload(null, fileUploadBody(await png(50, 50), 'a.png', 'image/png')), 401, 'UNAUTHENTICATED');
  });

  it('takes one of several pictures sent at once and refuses the others (429)', async () => {
    const member = await newMember(t, 'Burst Sender', 'fr', WITHOUT_PHONE);
    const bodies = await Promise.all([png(80, 80), png(90, 90), png(100, 100)]);
    const answers = await Promise.all(bodies.map((body) => upload(member, fileUploadBody(body, 'p.png', 'image/png'))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
  });
});

describe('the trust score', () => {
  it('is set by staff only (403 for members) and read by everyone', async () => {
    const member = await newMember(t, 'Trusted Member', 'fr', WITHOUT_PHONE);
    const staff = await newMember(t, 'Staff Member', 'fr', WITHOUT_PHONE);
    await t.database.db.update(userProtected).set({ role: 'staff' }).where(eq(userProtected.userId, staff.id));
    const set = (who: Member, trustScore: unknown) => t.request({ method: 'PUT', url: `/api/v1/users/${member.id}/trust-score`, cookie: who.cookie, body: { trustScore } });
    expectError(await set(member, 5000), 403, 'FORBIDDEN');
    expectError(await t.request({ method: 'PUT', url: `/api/v1/users/${member.id}/trust-score`, body: { trustScore: 5000 } }), 401, 'UNAUTHENTICATED');
    expect((await set(staff, -1)).statusCode).toBe(400);
    expect((await set(staff, 4999)).json<PublicUser>().TrustScore).toBe(4999);
    expect((await profileOf(member.systemAlias)).json<PublicUser>().TrustScore).toBe(4999);
    expectError(await t.request({ method: 'PUT', url: '/api/v1/users/nobody/trust-score', cookie: staff.cookie, body: { trustScore: 1 } }), 404, 'USER_NOT_FOUND');
  });
});

describe('a muted member', () => {
  it('keeps their address and language but cannot change what others see of them: names, job, biography, alias, privacy, picture', async () => {
    const member = await newMember(t, 'Mona Muted', 'fr', WITHOUT_PHONE);
    expect((await save(member, form({ firstName: 'Mona', lastName: 'Muted', job: 'Trader' }))).statusCode).toBe(200);
    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    await t.database.db.update(userProtected).set({ mutedUntil: until }).where(eq(userProtected.userId, member.id));
    const base = { firstName: 'Mona', lastName: 'Muted', job: 'Trader' };

    for (const change of [{ firstName: 'Winner' }, { job: 'Signaux garantis' }, { biography: '+500 % par mois' }, { alias: 'mona-signals' }, { isPublic: false }]) {
      const answer = await save(member, form({ ...base, ...change }));
      expectError(answer, 403, 'MEMBER_MUTED');
      expect(answer.json<{ details?: { until?: string } }>().details?.until).toBe(until.toISOString());
    }
    expect(await stored(member.id)).toMatchObject({ displayName: 'Mona Muted', job: 'Trader', description: null, vanityAlias: null, publicProfile: true });

    const picture = fileUploadBody(await png(400, 400), 'me.png', 'image/png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/picture',
      headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': picture.contentType },
      payload: picture.body,
    });
    expectError(upload, 403, 'MEMBER_MUTED');

    const privateOnly = await save(member, form({ ...base, language: 'en', city: 'Lyon' }));
    expect(privateOnly.statusCode, privateOnly.body).toBe(200);
    expect(privateOnly.json<CurrentUser>()).toMatchObject({ defaultLanguage: 'en' });
  });
});
