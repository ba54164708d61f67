import http from 'node:http';
import path from 'node:path';
import {
  LICENCE_UPDATES_PER_HOUR,
  licencesRoute,
  SOFTWARE_LINK_VALIDITY_HOURS,
  updateLicenceRoute,
  type LicenceProductCode,
  type LicencesAnswer,
  type MemberTokenAnswer,
  type SoftwareEdition,
} from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, userProtected } from '../src/db/schema/index.ts';
import { newLicenceId } from '../src/features/licences/licences.repository.ts';
import { SoftwareLinks } from '../src/features/licences/software-links.ts';
import { LocalDiskStorage } from '../src/storage/local-disk-storage.ts';
import { expectError } from './helpers/errors.ts';
import { startFakeLicenceServer } from './helpers/fake-licence-server.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, DEPLOYED_WITHOUT_OPTIONAL_SERVICES, TEST_ORIGIN, type TestApp } from './helpers/test-app.ts';

const LICENCE_SERVER_TOKEN = 'licence-server-token-of-the-tests';
const HOUR_MS = 60 * 60 * 1000;
const PRO_PLUS_INSTALLER = Buffer.from('ARYA Pro Plus installer bytes of the tests');

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeLicenceServer>>;
let queries: string[] = [];
beforeAll(async () => {
  fake = await startFakeLicenceServer();
  t = await createTestApp({ LICENCE_SERVER_URL: fake.url, LICENCE_SERVER_TOKEN }, { onQuery: (statement) => queries.push(statement) });
  await new LocalDiskStorage(path.join(t.config.dataDir, 'files')).put('software/pro-plus/arya-pro-plus-setup-2026.exe', PRO_PLUS_INSTALLER, 'application/octet-stream');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function giveLicence(
  userId: string,
  product: LicenceProductCode,
  values: { status?: 'active' | 'revoked'; broker?: string; accountId?: string; daysAgo?: number; expiresAt?: Date } = {},
): Promise<string> {
  const id = newLicenceId();
  const createdAt = new Date(Date.now() - (values.daysAgo ?? 0) * 24 * HOUR_MS);
  await t.database.db
    .insert(licences)
    .values({ id, userId, product, status: values.status ?? 'active', broker: values.broker ?? null, accountId: values.accountId ?? null, expiresAt: values.expiresAt ?? null, createdAt, updatedAt: createdAt });
  return id;
}

const storedLicence = async (id: string) => (await t.database.db.select().from(licences).where(eq(licences.id, id)))[0];
const getLicences = (cookie?: string) => t.request({ method: 'GET', url: licencesRoute.path, ...(cookie ? { cookie } : {}) });
const tokenOf = async (cookie: string) => ((await t.request({ method: 'GET', url: '/api/server-management/token', cookie })).json() as MemberTokenAnswer).token;
const shopIdOf = async (token: string) => ((await t.request({ method: 'GET', url: '/api/shop/users/me', headers: { authorization: `Bearer ${token}` } })).json() as { id: string }).id;

/** The licence update as the web sends it: form-encoded, with the member's bearer token. */
function putLicence(licenceId: string, form: Record<string, string> | string, token?: string) {
  return t.app.inject({
    method: 'PUT',
    url: updateLicenceRoute.path.replace(':licenceId', encodeURIComponent(licenceId)),
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
  });
}

/** A member with a bearer token and their shop id, ready to update licences. */
async function licenceHolder(name: string): Promise<Member & { token: string; shopId: string }> {
  const member = await newMember(t, name);
  const token = await tokenOf(member.cookie);
  return { ...member, token, shopId: await shopIdOf(token) };
}

describe('GET /api/v1/licences (getLicenses)', () => {
  it('refuses a visitor', async () => {
    expectError(await getLicences(), 401, 'UNAUTHENTICATED');
  });

  it('answers a member without licences with nothing to list nor download', async () => {
    const member = await newMember(t, 'Ina Vide');
    const response = await getLicences(member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ licenses: [], softwareLinks: [], softwareLinksExpiry: null, products: [] });
  });

  it("lists the member's own licences, active first, the software of the active ones and their codes", async () => {
    const owner = await newMember(t, 'Olga Pro');
    const other = await newMember(t, 'Otto Autre');
    const revoked = await giveLicence(owner.id, 'scanner', { status: 'revoked', daysAgo: 9 });
    const pro = await giveLicence(owner.id, 'pro+_centurion', { broker: 'XTB', accountId: '51234567', daysAgo: 5 });
    const essential = await giveLicence(owner.id, 'essentials', { daysAgo: 2 });
    await giveLicence(other.id, 'trademanager');

    const answer = (await getLicences(owner.cookie)).json() as LicencesAnswer;
    expect(answer.licenses.map((licence) => [licence.licenseId, licence.status])).toEqual([
      [pro, 'active'],
      [essential, 'active'],
      [revoked, 'revoked'],
    ]);
    expect(answer.licenses[0]).toMatchObject({ product: 'pro+_centurion', broker: 'XTB', accountID: '51234567', expiresAt: null });
    expect(answer.licenses[1]).toMatchObject({ product: 'essentials', broker: null, accountID: null });
    expect(answer.products).toEqual(['essentials', 'pro+_centurion']);
    // No link for Scan (its licence is revoked) nor Trade Manager (another member's).
    expect(answer.softwareLinks.map((link) => link.software)).toEqual(['pro-plus', 'essential', 'centurion']);
    const hoursLeft = (new Date(answer.softwareLinksExpiry!).getTime() - Date.now()) / HOUR_MS;
    expect(hoursLeft).toBeGreaterThan(SOFTWARE_LINK_VALIDITY_HOURS - 0.1);
    expect(hoursLeft).toBeLessThanOrEqual(SOFTWARE_LINK_VALIDITY_HOURS);
    for (const link of answer.softwareLinks) expect(link.url).toMatch(new RegExp(`^/api/v1/software/${link.software}/download\\?expires=\\d+&signature=[\\w-]+$`));

    const others = (await getLicences(other.cookie)).json() as LicencesAnswer;
    expect(others.licenses.map((licence) => licence.product)).toEqual(['trademanager']);
  });

  it('reads the licences in the same number of queries, whatever their number', async () => {
    const few = await newMember(t, 'Fred Peu');
    const many = await newMember(t, 'Mia Beaucoup');
    await giveLicence(few.id, 'pro');
    for (const product of ['pro', 'pro+', 'scanner', 'arya', 'centurion', 'trademanager+', 'essentials'] as const) await giveLicence(many.id, product);
    const count = async (cookie: string) => {
      queries = [];
      expect((await getLicences(cookie)).statusCode).toBe(200);
      return queries.length;
    };
    expect(await count(many.cookie)).toBe(await count(few.cookie));
    expect(await count(few.cookie)).toBeLessThanOrEqual(3);
  });
});

describe('PUT /api/v2/license/{licenceId}', () => {
  it('ties the licence to the broker and MT4 account once the licence server accepted, and says so to the member', async () => {
    const member = await licenceHolder('Sam Succes');
    const id = await giveLicence(member.id, 'pro+');
    const before = await storedLicence(id);
    const response = await putLicence(id, { wp_id: member.shopId, account_id: ' 61234567 ', broker: 'ig' }, member.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ licenseId: id, product: 'pro+', broker: 'ig', accountID: '61234567', status: 'active' });

    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe(`/api/v2/license/${id}`);
    expect(sent.authorization).toBe(`Bearer ${LICENCE_SERVER_TOKEN}`);
    expect(Object.fromEntries(sent.form)).toEqual({ wp_id: member.shopId, account_id: '61234567', broker: 'ig' });

    const after = await storedLicence(id);
    expect(after).toMatchObject({ broker: 'ig', accountId: '61234567' });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    const listed = (await getLicences(member.cookie)).json() as LicencesAnswer;
    expect(listed.licenses[0]).toMatchObject({ broker: 'ig', accountID: '61234567' });
  });

  it('refuses a call without a token, and a session cookie alone', async () => {
    const member = await licenceHolder('Nina Jeton');
    const id = await giveLicence(member.id, 'pro');
    expectError(await putLicence(id, { wp_id: member.shopId, account_id: '51234567', broker: 'XTB' }), 401, 'INVALID_TOKEN');
    const withCookie = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/license/${id}`,
      headers: { origin: TEST_ORIGIN, cookie: member.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ wp_id: member.shopId, account_id: '51234567', broker: 'XTB' }).toString(),
    });
    expectError(withCookie, 401, 'INVALID_TOKEN');
    expect(await storedLicence(id)).toMatchObject({ broker: null, accountId: null });
  });

  it("answers 404 for another member's licence, even with its owner's shop id, and changes nothing", async () => {
    const owner = await licenceHolder('Paul Proprio');
    const intruder = await licenceHolder('Ivan Intrus');
    const id = await giveLicence(owner.id, 'pro', { broker: 'XTB', accountId: '51234567' });
    const calls = fake.requests.length;
    for (const wp_id of [intruder.shopId, owner.shopId]) {
      expectError(await putLicence(id, { wp_id, account_id: '70000001', broker: 'ig' }, intruder.token), 404, 'LICENCE_NOT_FOUND');
    }
    expectError(await putLicence('lic_does-not-exist', { wp_id: intruder.shopId, account_id: '70000001', broker: 'ig' }, intruder.token), 404, 'LICENCE_NOT_FOUND');
    expect(fake.requests.length).toBe(calls);
    expect(await storedLicence(id)).toMatchObject({ broker: 'XTB', accountId: '51234567' });
  });

  it.each([
    ['an unknown broker', { broker: 'Binance' }, 'licence_broker_required'],
    ['no broker', { broker: '' }, 'licence_broker_required'],
    ['an MT4 number with letters', { account_id: '51a34567' }, 'licence_account_id_invalid'],
    ['an MT4 number too short', { account_id: '123' }, 'licence_account_id_invalid'],
    ['a shop id that is not a number', { wp_id: 'me' }, 'wp_id'],
  ])('refuses %s with 400, without calling the licence server', async (_, change, expected) => {
    const member = await licenceHolder('Bea Mauvais');
    const id = await giveLicence(member.id, 'pro', { broker: 'XTB', accountId: '51234567' });
    const calls = fake.requests.length;
    const response = await putLicence(id, { wp_id: member.shopId, account_id: '61234567', broker: 'ig', ...change }, member.token);
    expectError(response, 400, 'VALIDATION_ERROR');
    expect(response.body).toContain(expected);
    expect(fake.requests.length).toBe(calls);
    expect(await storedLicence(id)).toMatchObject({ broker: 'XTB', accountId: '51234567' });
  });

  it("refuses another member's shop id, a field sent twice and text with a NUL", async () => {
    const member = await licenceHolder('Wes Wpid');
    const other = await licenceHolder('Ola Autre');
    const id = await giveLicence(member.id, 'pro');
    const calls = fake.requests.length;
    expectError(await putLicence(id, { wp_id: other.shopId, account_id: '61234567', broker: 'ig' }, member.token), 400, 'VALIDATION_ERROR');
    expectError(await putLicence(id, `wp_id=${member.shopId}&account_id=61234567&account_id=70000001&broker=ig`, member.token), 400, 'VALIDATION_ERROR');
    expectError(await putLicence(id, `wp_id=${member.shopId}&account_id=6123%004567&broker=ig`, member.token), 400, 'INVALID_TEXT');
    expect(fake.requests.length).toBe(calls);
    expect(await storedLicence(id)).toMatchObject({ broker: null, accountId: null });
  });

  it('refuses a revoked licence with 409, without calling the licence server', async () => {
    const member = await licenceHolder('Rita Revoquee');
    const id = await giveLicence(member.id, 'pro', { status: 'revoked', broker: 'XTB', accountId: '51234567' });
    const calls = fake.requests.length;
    expectError(await putLicence(id, { wp_id: member.shopId, account_id: '61234567', broker: 'ig' }, member.token), 409, 'LICENCE_REVOKED');
    expect(fake.requests.length).toBe(calls);
    expect(await storedLicence(id)).toMatchObject({ broker: 'XTB', accountId: '51234567' });
  });

  it('refuses a licence whose last day is over with 409, without calling the licence server', async () => {
    const member = await licenceHolder('Eli Echue');
    const id = await giveLicence(member.id, 'pro', { broker: 'XTB', accountId: '51234567', expiresAt: new Date(Date.now() - HOUR_MS) });
    const calls = fake.requests.length;
    expectError(await putLicence(id, { wp_id: member.shopId, account_id: '61234567', broker: 'ig' }, member.token), 409, 'LICENCE_EXPIRED');
    expect(fake.requests.length).toBe(calls);
    expect(await storedLicence(id)).toMatchObject({ broker: 'XTB', accountId: '51234567' });
  });

  it.each([
    ['fails', '99999999'],
    ['refuses the account', '88888888'],
  ])('answers 502 and keeps the licence as it was when the licence server %s', async (_, accountId) => {
    const member = await licenceHolder('Leo Echec');
    const id = await giveLicence(member.id, 'scanner', { broker: 'XTB', accountId: '51234567' });
    const before = await storedLicence(id);
    const calls = fake.requests.length;
    expectError(await putLicence(id, { wp_id: member.shopId, account_id: accountId, broker: 'ig' }, member.token), 502, 'LICENCE_UPDATE_ERROR');
    expect(fake.requests.length).toBe(calls + 1);
    expect(await storedLicence(id)).toEqual(before);
  });

  it(`allows a member ${LICENCE_UPDATES_PER_HOUR} updates an hour, then answers 429 without calling the licence server`, async () => {
    const member = await licenceHolder('Tom Trop');
    const id = await giveLicence(member.id, 'pro');
    for (let index = 0; index < LICENCE_UPDATES_PER_HOUR; index += 1) {
      expect((await putLicence(id, { wp_id: member.shopId, account_id: String(10_000_000 + index), broker: 'XTB' }, member.token)).statusCode).toBe(200);
    }
    const calls = fake.requests.length;
    expectError(await putLicence(id, { wp_id: member.shopId, account_id: '61234567', broker: 'ig' }, member.token), 429, 'RATE_LIMITED');
    expect(fake.requests.length).toBe(calls);
    expect(await storedLicence(id)).toMatchObject({ broker: 'XTB', accountId: String(10_000_000 + LICENCE_UPDATES_PER_HOUR - 1) });
    // Another member is not held back.
    const other = await licenceHolder('Ada Autre');
    const otherId = await giveLicence(other.id, 'pro');
    expect((await putLicence(otherId, { wp_id: other.shopId, account_id: '61234567', broker: 'ig' }, other.token)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/software/{software}/download', () => {
  const links = () => new SoftwareLinks(t.config.authSecret);
  const download = (url: string, cookie?: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers, ...(cookie ? { cookie } : {}) });
  const linkOf = (answer: LicencesAnswer, software: SoftwareEdition) => answer.softwareLinks.find((link) => link.software === software)!.url;

  it('sends the installer of a link of getLicenses to its member, as an attachment', async () => {
    const member = await newMember(t, 'Dan Telecharge');
    await giveLicence(member.id, 'pro+');
    const url = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'pro-plus');
    const response = await download(url, member.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PRO_PLUS_INSTALLER);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment; filename="arya-pro-plus-setup-2026.exe"');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a visitor', async () => {
    const member = await newMember(t, 'Vic Visiteur');
    await giveLicence(member.id, 'pro+');
    const url = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'pro-plus');
    expectError(await download(url), 401, 'UNAUTHENTICATED');
  });

  it('answers 410 for an expired link, a changed one and one given to another member', async () => {
    const member = await newMember(t, 'Eve Expire');
    const other = await newMember(t, 'Max Autre');
    await giveLicence(member.id, 'pro+');
    await giveLicence(other.id, 'pro+');
    const expired = links().linksFor(member.id, ['pro-plus'], new Date(Date.now() - (SOFTWARE_LINK_VALIDITY_HOURS + 1) * HOUR_MS)).links[0]!.url;
    const fresh = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'pro-plus');
    const later = fresh.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`);
    const unsigned = fresh.replace(/&signature=.*$/, '');
    for (const [url, cookie] of [
      [expired, member.cookie],
      [later, member.cookie],
      [unsigned, member.cookie],
      [`${fresh.split('?')[0]}?expires=abc&signature=x`, member.cookie],
      [fresh, other.cookie],
    ] as const) {
      expectError(await download(url, cookie), 410, 'SOFTWARE_LINK_EXPIRED');
    }
    expect((await download(fresh, member.cookie)).statusCode).toBe(200);
  });

  it("answers 403 for software none of the member's active licences installs (a licence revoked since the link was given)", async () => {
    const member = await newMember(t, 'Ron Revoque');
    const id = await giveLicence(member.id, 'pro+');
    const url = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'pro-plus');
    await t.database.db.update(licences).set({ status: 'revoked' }).where(eq(licences.id, id));
    expectError(await download(url, member.cookie), 403, 'SOFTWARE_NOT_OWNED');
    const signedForScan = links().linksFor(member.id, ['scan']).links[0]!.url;
    expectError(await download(signedForScan, member.cookie), 403, 'SOFTWARE_NOT_OWNED');
  });

  it('answers 403 once the last day of the licence is over: no links, no products, no download', async () => {
    const member = await newMember(t, 'Ugo Perime');
    const id = await giveLicence(member.id, 'pro+', { expiresAt: new Date(Date.now() + HOUR_MS) });
    const url = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'pro-plus');
    expect((await download(url, member.cookie)).statusCode).toBe(200);
    await t.database.db.update(licences).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(licences.id, id));
    expectError(await download(url, member.cookie), 403, 'SOFTWARE_NOT_OWNED');
    const answer = (await getLicences(member.cookie)).json() as LicencesAnswer;
    expect(answer).toMatchObject({ softwareLinks: [], softwareLinksExpiry: null, products: [] });
    expect(answer.licenses.map((licence) => licence.licenseId)).toEqual([id]);
    const me = (await t.request({ method: 'GET', url: '/api/v1/me', cookie: member.cookie })).json() as { products: string[] };
    expect(me.products).toEqual([]);
  });

  it('gives a download slot back when the browser goes away mid-download, so aborted downloads never lock the member out', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 7);
    await new LocalDiskStorage(path.join(t.config.dataDir, 'files')).put('software/centurion/arya-centurion-setup-2026.exe', big, 'application/octet-stream');
    const member = await newMember(t, 'Ivo Interrompu');
    await giveLicence(member.id, 'centurion');
    const url = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'centurion');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // More aborted downloads than may run at once: each one's slot must come back.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${base}${url}`, { headers: { cookie: member.cookie } }, (response) => {
          if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`));
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', () => undefined);
      });
    }
    await expect.poll(async () => (await download(url, member.cookie)).statusCode).toBe(200);
    const whole = await download(url, member.cookie);
    expect(whole.rawPayload.length).toBe(big.length);
  });

  it('answers 404 when no installer is in storage yet, and 400 for software that does not exist', async () => {
    const member = await newMember(t, 'Nora Absent');
    await giveLicence(member.id, 'scanner');
    const url = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'scan');
    expectError(await download(url, member.cookie), 404, 'NOT_FOUND');
    expectError(await download('/api/v1/software/photoshop/download?expires=1&signature=x', member.cookie), 400, 'VALIDATION_ERROR');
  });

  it('sends a browser that followed a link that does not work to the licences page, which says why', async () => {
    const member = await newMember(t, 'Bob Navigue');
    await giveLicence(member.id, 'pro+');
    const fresh = linkOf((await getLicences(member.cookie)).json() as LicencesAnswer, 'pro-plus');
    // One character changed, always to another one (a signature may start with 0).
    const tampered = fresh.replace(/signature=(.)/, (_match, first: string) => `signature=${first === '0' ? '1' : '0'}`);
    const response = await download(tampered, member.cookie, { 'sec-fetch-mode': 'navigate', accept: 'text/html' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/my-account/licences?download=SOFTWARE_LINK_EXPIRED');
    const good = await download(fresh, member.cookie, { 'sec-fetch-mode': 'navigate', accept: 'text/html' });
    expect(good.statusCode).toBe(200);
    expect(good.rawPayload).toEqual(PRO_PLUS_INSTALLER);
  });
});

describe('without a licence server, deployed', () => {
  let staging: TestApp;
  beforeAll(async () => {
    staging = await createTestApp(DEPLOYED_WITHOUT_OPTIONAL_SERVICES);
  });
  afterAll(() => staging.close());

  it('answers 503 and changes nothing: licence updates fail closed', async () => {
    const member = await newMember(staging, 'Sue Staging');
    const token = ((await staging.request({ method: 'GET', url: '/api/server-management/token', cookie: member.cookie })).json() as MemberTokenAnswer).token;
    // Deployed without an external shop, shop ids come from nowhere either: this member got one before.
    const shopId = '100042';
    await staging.database.db.update(userProtected).set({ shopId }).where(eq(userProtected.userId, member.id));
    const id = newLicenceId();
    await staging.database.db.insert(licences).values({ id, userId: member.id, product: 'pro' });
    const response = await staging.app.inject({
      method: 'PUT',
      url: `/api/v2/license/${id}`,
      headers: { origin: TEST_ORIGIN, authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ wp_id: shopId, account_id: '51234567', broker: 'XTB' }).toString(),
    });
    expectError(response, 503, 'SERVICE_UNAVAILABLE');
    expect((await staging.database.db.select().from(licences).where(eq(licences.id, id)))[0]).toMatchObject({ broker: null, accountId: null });
  });
});
