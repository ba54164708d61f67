import { USER_SEARCH_MAX_PER_MINUTE, type UsersPage } from '@arya/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let reader: Member;
let elodie: Member;
let eloise: Member;
let marc: Member;
let marcel: Member;
let hidden: Member;
beforeAll(async () => {
  t = await createTestApp();
  reader = await newMember(t, 'Reader Person');
  elodie = await newMember(t, 'Élodie Lefèvre');
  eloise = await newMember(t, 'Éloïse Martin');
  marcel = await newMember(t, 'Jean Marcel');
  marc = await newMember(t, 'Marc Dupont');
  hidden = await newMember(t, 'Hidden Trader');
  await t.database.db.update(users).set({ job: 'Analyste', vanityAlias: 'elodie-trading' }).where(eq(users.id, elodie.id));
  await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, hidden.id));
});
afterAll(() => t.close());

const search = (term: string, member: Member | null = reader) =>
  t.request({ method: 'GET', url: `/api/v1/users?search=${encodeURIComponent(term)}`, ...(member ? { cookie: member.cookie } : {}) });
const idsFound = async (term: string) => (await search(term)).json<UsersPage>().users.map((user) => user._id);

describe('member search (getUsers search)', () => {
  it('finds a member by a misspelled name typed without accents or capitals', async () => {
    expect(await idsFound('lefevre')).toContain(elodie.id);
    expect(await idsFound('elodei')).toContain(elodie.id);
    expect(await idsFound('LEFEVRE')).toContain(elodie.id);
    expect(await idsFound('lefebre')).toContain(elodie.id);
  });

  it('finds a member by their alias, and answers alias, name, picture and job', async () => {
    const found = (await search('elodie-trading')).json<UsersPage>().users;
    expect(found[0]).toMatchObject({ _id: elodie.id, Alias: 'elodie-trading', DisplayName: 'Élodie Lefèvre', Job: 'Analyste', PictureDate: null });
  });

  it('ranks an exact name first, then names starting with the term, then the closest', async () => {
    const ids = await idsFound('marc');
    expect(ids[0]).toBe(marc.id);
    expect(ids).toContain(marcel.id);
    expect(ids.indexOf(marc.id)).toBeLessThan(ids.indexOf(marcel.id));
    const eloIds = await idsFound('elo');
    expect(eloIds.slice(0, 2).sort()).toEqual([elodie.id, eloise.id].sort());
  });

  it('lets members find private members, takes LIKE wildcards literally and answers nothing below 3 characters', async () => {
    expect(await idsFound('hidden trader')).toContain(hidden.id);
    expect(await idsFound('%%%')).toEqual([]);
    expect(await idsFound('___')).toEqual([]);
    expect(await idsFound('ma')).toEqual([]);
  });

  it('refuses visitors (401) and answers EMPTY_QUERY when nothing is asked', async () => {
    expectError(await search('marc', null), 401, 'UNAUTHENTICATED');
    const empty = await t.request({ method: 'GET', url: '/api/v1/users', cookie: reader.cookie });
    expectError(empty, 400, 'EMPTY_QUERY');
    expect(empty.json<{ message: string }>().message).toBe('Empty query');
  });

  it('refuses a member past 60 searches a minute (429), leaving other members searching', async () => {
    const eager = await newMember(t, 'Eager Searcher');
    const answers = [];
    for (let index = 0; index < USER_SEARCH_MAX_PER_MINUTE + 1; index += 1) answers.push((await search(`marc${index % 3}`, eager)).statusCode);
    expect(answers.slice(0, USER_SEARCH_MAX_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expectError(await search('marc', eager), 429, 'RATE_LIMITED');
    expect((await search('marc')).statusCode).toBe(200);
  });

  it('refuses a term longer than 100 characters or carrying a NUL (400), never a 500', async () => {
    expect((await search('a'.repeat(101))).statusCode).toBe(400);
    expect((await search('ab\u0000c')).statusCode).toBe(400);
  });
});

describe('getUsers by ids, alias and userId', () => {
  it('answers members in the order asked, and a visitor sees first names only', async () => {
    const page = (await t.request({ method: 'GET', url: `/api/v1/users?ids=${marc.id},${elodie.id},unknown-id` })).json<UsersPage>();
    expect(page.users.map((user) => [user._id, user.DisplayName])).toEqual([
      [marc.id, 'Marc'],
      [elodie.id, 'Élodie'],
    ]);
    const byAlias = (await t.request({ method: 'GET', url: '/api/v1/users?alias=ELODIE-TRADING', cookie: reader.cookie })).json<UsersPage>();
    expect(byAlias.users.map((user) => user._id)).toEqual([elodie.id]);
    const byId = (await t.request({ method: 'GET', url: `/api/v1/users?userId=${marc.id}`, cookie: reader.cookie })).json<UsersPage>();
    expect(byId.users.map((user) => user.DisplayName)).toEqual(['Marc Dupont']);
  });

  it('answers each member once, refuses more than 50 ids and two ways of asking at once (400)', async () => {
    const twice = (await t.request({ method: 'GET', url: `/api/v1/users?ids=${marc.id},${marc.id}` })).json<UsersPage>();
    expect(twice.users.map((user) => user._id)).toEqual([marc.id]);
    const many = Array.from({ length: 51 }, (_, index) => `id-${index}`).join(',');
    expectError(await t.request({ method: 'GET', url: `/api/v1/users?ids=${many}` }), 400, 'VALIDATION_ERROR');
    expectError(await t.request({ method: 'GET', url: `/api/v1/users?ids=${marc.id}&search=marc`, cookie: reader.cookie }), 400, 'VALIDATION_ERROR');
  });

  it('never sends private fields, and a private member shows visitors name and picture only', async () => {
    const visitor = await t.request({ method: 'GET', url: `/api/v1/users?ids=${hidden.id},${elodie.id}` });
    const [shy, open] = visitor.json<UsersPage>().users;
    expect(shy).toMatchObject({ _id: hidden.id, DisplayName: 'Hidden', Job: null, Description: null, TrustScore: null, PostsCount: null, FollowersCount: null, FollowingCount: null });
    expect(open?.FollowersCount).toBe(0);
    for (const body of [visitor.body, (await search('elodie')).body]) {
      for (const secret of ['email', 'phone', 'address', 'Phone', 'Email', 'firstName', 'interests', 'role']) expect(body).not.toContain(`"${secret}`);
    }
  });
});
