import type { AppNotification, Comment, IdeaInput, NotificationsPage, Post } from '@arya/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { measureWaitingForProvider } from '../src/features/idea-outcomes/outcomes.repository.ts';
import { trackDueOutcomes } from '../src/features/idea-outcomes/track-outcomes.job.ts';
import { SimulatedMarketPrices } from '../src/providers/market-prices/index.ts';
import { makeCoach, setPlan } from './helpers/plans.ts';
import { newMember, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;
const quiet = { warn: () => undefined, error: () => undefined };

let queries: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // No market prices configured: the test measures the ideas itself, on scripted prices.
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
});
afterAll(() => t.close());

const idea = (ticker: string): IdeaInput =>
  ({
    type: 'idea',
    title: `${ticker} : achat sur le support`,
    description: 'Le support tient, momentum confirmé sur la journée.',
    levels: { sell: false, assetType: 'forex', ticker, term: 'mid', entryType: 'market', entry: 1.08, stopLoss: 1.075, breakEven: 1.083, takeProfit1: 1.085, takeProfit2: 1.09 },
  }) as IdeaInput;
const publishIdea = async (member: Member, body: IdeaInput) => {
  const response = await t.request({ method: 'POST', url: '/api/v1/ideas', cookie: member.cookie, body: body as unknown as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
};
const comment = async (post: Post, member: Member, text = 'Bien vu, je suis aussi acheteur') => {
  const response = await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: member.cookie, body: { text } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment>();
};
const reply = async (to: Comment, member: Member, text = 'Je suis d’accord avec toi') => {
  const [a, p, c] = to._id.split('/');
  const response = await t.request({ method: 'POST', url: `/api/v1/posts/${a}/${p}/comments/${c}/replies`, cookie: member.cookie, body: { text } });
  expect(response.statusCode, response.body).toBe(200);
};
const list = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me/notifications', cookie: member.cookie })).json<NotificationsPage>().items;
const outcomeOf = async (member: Member, post: Post): Promise<AppNotification | undefined> => (await list(member)).find((item) => item.type === 'idea_outcome' && item.targetId === post._id);
const unreadOf = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me/notifications/unread', cookie: member.cookie })).json<{ unread: number }>().unread;
/** The stored `idea_outcome` rows of an idea, by member. */
const rowsOf = async (post: Post) =>
  new Map(
    (await t.database.db.select().from(notifications).where(and(eq(notifications.type, 'idea_outcome'), eq(notifications.targetId, post._id)))).map((row) => [row.userId, row]),
  );

/** Measures the ideas due `minutes` after `published`, on EURUSD's scripted path. */
function scriptedRuns(published: number, path: { minutes: number; price: number }[]) {
  const clock = { now: published };
  const prices = new SimulatedMarketPrices({ now: () => clock.now, scripts: { EURUSD: path.map((point) => ({ at: published + point.minutes * MINUTE, price: point.price })) } });
  return async (minutes: number) => {
    clock.now = published + minutes * MINUTE;
    await trackDueOutcomes({ db: t.database.db, marketPrices: prices, log: quiet }, new Date(clock.now));
  };
}
/** Fills at 1.08, passes breakeven (1.083) then TP1 (1.085) by +60, back under the fill by +90 (stopped at the fill). */
const FILL_TP1_STOP = [
  { minutes: -60, price: 1.08 },
  { minutes: 30, price: 1.08 },
  { minutes: 60, price: 1.0862 },
  { minutes: 90, price: 1.0788 },
];

describe("an idea's outcome, told", () => {
  it('tells its author and each member who commented or replied, once, of each step: one row each, the latest steps newest first, unread', async () => {
    const [author, commenter, replier, liker, blocked, stranger] = await Promise.all([
      newMember(t, 'Ada Author'),
      newMember(t, 'Carl Commenter'),
      newMember(t, 'Rosa Replier'),
      newMember(t, 'Lou Liker'),
      newMember(t, 'Bob Blocked'),
      newMember(t, 'Sam Stranger'),
    ]);
    const post = await publishIdea(author, idea('EUR/USD'));
    const first = await comment(post, commenter);
    await comment(post, commenter, 'Et je renforce sur 1,0810');
    await reply(first, replier);
    await comment(post, author, 'Merci à vous');
    await comment(post, blocked, 'Ça ne tiendra jamais');
    expect((await t.request({ method: 'PUT', url: `/api/v1/posts/${post._id}/like`, cookie: liker.cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: `/api/v1/users/${blocked.id}/block`, cookie: author.cookie })).statusCode).toBe(200);
    const told = [author, commenter, replier].map((member) => member.id).sort();

    await measureWaitingForProvider(t.database.db, new Date());
    const run = scriptedRuns(Date.parse(post.CreationDate), FILL_TP1_STOP);
    await run(40);
    let rows = await rowsOf(post);
    expect([...rows.keys()].sort()).toEqual(told);
    for (const row of rows.values()) expect(row).toMatchObject({ objectIds: ['filled'], authorIds: [], authorsCount: 0, read: false });

    // Breakeven then TP1 in one run: one notification, its steps newest first.
    await run(65);
    rows = await rowsOf(post);
    expect([...rows.keys()].sort()).toEqual(told);
    for (const row of rows.values()) expect(row.objectIds).toEqual(['take_profit:1', 'breakeven']);

    // Read, then stopped: unread again, back to the top.
    await t.request({ method: 'POST', url: '/api/v1/me/notifications/read', cookie: commenter.cookie, body: { upTo: (await list(commenter))[0]!.dateTime } });
    expect(await unreadOf(commenter)).toBe(0);
    queries = [];
    await run(120);
    // One select of who is told, one insert for them all.
    expect(queries.filter((statement) => /^insert into "notifications"/i.test(statement))).toHaveLength(1);
    expect(queries.filter((statement) => /^select .* from "posts" left join \(select/i.test(statement))).toHaveLength(1);
    rows = await rowsOf(post);
    expect([...rows.keys()].sort()).toEqual(told);
    for (const row of rows.values()) expect(row).toMatchObject({ objectIds: ['stopped'], read: false });
    expect(await unreadOf(commenter)).toBe(1);
    expect((await list(commenter))[0]).toMatchObject({ type: 'idea_outcome', targetId: post._id });
    for (const member of [liker, blocked, stranger]) expect(await outcomeOf(member, post), member.displayName).toBeUndefined();

    // A run repeated tells nothing again.
    await t.request({ method: 'POST', url: '/api/v1/me/notifications/read', cookie: commenter.cookie, body: { upTo: (await list(commenter))[0]!.dateTime } });
    const before = await rowsOf(post);
    await run(240);
    expect(await rowsOf(post)).toEqual(before);
    expect(await unreadOf(commenter)).toBe(0);
  });

  it('is listed with the idea as subject (its title and instrument) and no author', async () => {
    const [author, commenter] = await Promise.all([newMember(t, 'Ida Idea'), newMember(t, 'Cole Comment')]);
    const post = await publishIdea(author, idea('EURUSD'));
    await comment(post, commenter);
    await measureWaitingForProvider(t.database.db, new Date());
    // Every step in one run.
    await scriptedRuns(Date.parse(post.CreationDate), FILL_TP1_STOP)(120);

    for (const member of [author, commenter]) {
      const item = await outcomeOf(member, post);
      expect(item).toMatchObject({
        type: 'idea_outcome',
        targetId: post._id,
        read: false,
        authorIds: [],
        authorsCount: 0,
        latestAuthor: null,
        objectIds: ['stopped', 'take_profit:1', 'breakeven', 'filled'],
        subject: { kind: 'post', state: 'readable', excerpt: 'EURUSD : achat sur le support', instrument: 'EURUSD' },
      });
    }
    expect(await unreadOf(commenter)).toBe(1);
  });

  it("tells a coach's premium idea's steps only to commenters who may read it now; one whose plan ended is told no more, and sees the earlier notification locked, without its steps", async () => {
    const [coach, fan, subscriber] = await Promise.all([newMember(t, 'Coach Colin'), newMember(t, 'Fanny Fan'), newMember(t, 'Sam Subscriber')]);
    await makeCoach(t, coach.id);
    await setPlan(t, fan.id, 'GOLD');
    await setPlan(t, subscriber.id, 'INFINITE');
    const post = await publishIdea(coach, idea('EUR/USD'));
    expect(post.RestrictedTo).not.toBeNull();
    await comment(post, fan, 'Merci coach');
    await comment(post, subscriber, 'Je prends aussi');
    await measureWaitingForProvider(t.database.db, new Date());
    const runAt = scriptedRuns(Date.parse(post.CreationDate), FILL_TP1_STOP);
    await runAt(40);
    expect((await outcomeOf(fan, post))?.objectIds).toEqual(['filled']);

    await setPlan(t, fan.id, 'free');
    await runAt(120);
    // Not told of the later steps (their times would point at the levels): the row stays as it was.
    expect((await rowsOf(post)).get(fan.id)?.objectIds).toEqual(['filled']);
    expect((await outcomeOf(subscriber, post))?.objectIds).toEqual(['stopped', 'take_profit:1', 'breakeven']);
    const locked = await t.request({ method: 'GET', url: '/api/v1/me/notifications', cookie: fan.cookie });
    expect(locked.json<NotificationsPage>().items.find((item) => item.targetId === post._id)).toMatchObject({
      type: 'idea_outcome',
      latestAuthor: null,
      objectIds: [],
      subject: { kind: 'post', state: 'locked', excerpt: null, instrument: null },
    });
    expect(locked.body).not.toContain('achat sur le support');
    expect((await outcomeOf(coach, post))?.subject).toMatchObject({ state: 'readable', instrument: 'EUR/USD' });

    // Deleted: nobody is told of it any more.
    const gone = await publishIdea(coach, idea('EURUSD'));
    await comment(gone, coach);
    expect((await t.request({ method: 'DELETE', url: `/api/v1/posts/${gone._id}`, cookie: coach.cookie })).statusCode).toBe(200);
    await measureWaitingForProvider(t.database.db, new Date());
    await scriptedRuns(Date.parse(gone.CreationDate), FILL_TP1_STOP)(120);
    expect((await rowsOf(gone)).size).toBe(0);
  });

  it('goes when the member blocks or mutes the idea’s author afterwards', async () => {
    const [author, blocker, muter] = await Promise.all([newMember(t, 'Alan Author'), newMember(t, 'Bea Blocker'), newMember(t, 'Max Muter')]);
    const post = await publishIdea(author, idea('EURUSD'));
    await comment(post, blocker);
    await comment(post, muter);
    await measureWaitingForProvider(t.database.db, new Date());
    await scriptedRuns(Date.parse(post.CreationDate), FILL_TP1_STOP)(120);
    expect([...(await rowsOf(post)).keys()].sort()).toEqual([author.id, blocker.id, muter.id].sort());

    await t.request({ method: 'PUT', url: `/api/v1/users/${author.id}/block`, cookie: blocker.cookie });
    await t.request({ method: 'PUT', url: `/api/v1/users/${author.id}/mute`, cookie: muter.cookie });
    expect([...(await rowsOf(post)).keys()]).toEqual([author.id]);
    expect(await unreadOf(blocker)).toBe(0);
    expect(await unreadOf(muter)).toBe(0);
  });
});
