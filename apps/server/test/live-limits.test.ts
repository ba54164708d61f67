import { LIVE_CALLS, LIVE_EVENTS, type LiveError } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { call, closeAllSockets, commentChannel, disconnected, floodFromThread, handshakeOutcome, nextEvent, openSocket, postChannel, refusedSocket } from './helpers/live.ts';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Statements that read a post (an access decision reads its audience). */
let postReads = 0;
let t: TestApp;
let base: string;
let author: Member;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (sql) => void (/from "posts"/i.test(sql) && (postReads += 1)) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  author = await newMember(t, 'Ana Author');
});
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

describe('a socket flooding the server', () => {
  it('sending 5,000 joins of the same public post is told rateLimited and closed, after one read of the post, while /api/health answers', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post public très demandé' });
    const readsBefore = postReads;
    const flood = floodFromThread(base, LIVE_CALLS.join, [postChannel(post._id)], 5000);
    let over = false;
    void flood.ended.then(() => (over = true));
    await flood.started;

    // The server keeps answering others while the flood is read (how fast is the bench's business:
    // `npm run bench:live` times health during this same flood).
    let healthAnswers = 0;
    while (!over || healthAnswers === 0) {
      const response = await fetch(`${base}/api/health`);
      await response.text();
      expect(response.status).toBe(200);
      healthAnswers += 1;
    }
    expect(await flood.ended).toEqual({ reason: 'io server disconnect', told: { message: 'rateLimited', details: { budget: 'messages', retryAfterMs: expect.any(Number) } } });
    // The first join decided the channel; the 4,999 others of a channel held read nothing.
    expect(postReads - readsBefore).toBe(1);
  });

  it('typing 5,000 times is told rateLimited and closed; the others saw one announcement at most', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post où quelqu’un tape sans fin' });
    const reader = await newMember(t, 'Rémi Reader');
    const [typist, watcher] = [await openSocket(base, reader.cookie), await openSocket(base, author.cookie)];
    for (const socket of [typist, watcher]) expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    let seen = 0;
    watcher.on(LIVE_EVENTS.typing, () => (seen += 1));
    const told = nextEvent<LiveError>(typist, LIVE_EVENTS.error);
    const closed = disconnected(typist);
    for (let index = 0; index < 5000; index += 1) typist.emit(LIVE_CALLS.typing, postChannel(post._id));
    expect(await closed).toBe('io server disconnect');
    expect(await told).toMatchObject({ message: 'rateLimited', details: { budget: 'typing' } });
    // The watcher is still connected and answered.
    expect(await call(watcher, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    // At most the first (typing goes out volatile: it may be dropped when the watcher's line is busy).
    expect(seen).toBeLessThanOrEqual(1);
  });

  it('joining many new channels is told rateLimited and closed at the join budget', async () => {
    const flooder = await openSocket(base, null);
    const told = nextEvent<LiveError>(flooder, LIVE_EVENTS.error);
    const closed = disconnected(flooder);
    // Channels of posts that do not exist: each a new decision.
    for (let index = 0; index < 500; index += 1) flooder.emit(LIVE_CALLS.join, postChannel(`${author.id}/nope${index}`), () => undefined);
    expect(await closed).toBe('io server disconnect');
    expect(await told).toMatchObject({ message: 'rateLimited', details: { budget: 'joins' } });
    // The joins still queued when it was closed read nothing.
    const readsAtClose = postReads;
    const probe = await openSocket(base, null);
    expect(await call(probe, LIVE_CALLS.join, postChannel(`${author.id}/after-the-flood`))).toMatchObject({ error: { message: 'forbidden' } });
    expect(postReads - readsAtClose).toBe(1);
  });
});

describe('access decisions', () => {
  it('a join of a channel held, or of a post decided before, runs no query', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post rejoint souvent' });
    const socket = await openSocket(base, null);
    postReads = 0;
    expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    expect(postReads).toBe(1);

    for (let index = 0; index < 20; index += 1) expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    // Left and joined again, and the post's other channels: decided from what was read.
    expect(await call(socket, LIVE_CALLS.leave, postChannel(post._id))).toEqual({ ok: true });
    expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    expect(await call(socket, LIVE_CALLS.join, commentChannel(`${post._id}/someComment`))).toEqual({ ok: true });
    // A refusal is remembered too.
    expect(await call(socket, LIVE_CALLS.join, postChannel(`${author.id}/nope`))).toMatchObject({ error: { message: 'forbidden' } });
    expect(await call(socket, LIVE_CALLS.join, postChannel(`${author.id}/nope`))).toMatchObject({ error: { message: 'forbidden' } });
    expect(postReads).toBe(2);
  });
});

describe('sockets per member and per address', () => {
  let capped: TestApp;
  let cappedBase: string;
  beforeAll(async () => {
    capped = await createTestApp({ LIVE_MAX_SOCKETS_PER_ADDRESS: '4', LIVE_MAX_SOCKETS_PER_MEMBER: '2' });
    cappedBase = await capped.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => capped.close());

  it('a member holds two sockets at most, an address four; a socket closed frees its place', async () => {
    const member = await newMember(capped, 'Mia Many');
    const first = await openSocket(cappedBase, member.cookie);
    await openSocket(cappedBase, member.cookie);
    expect(await refusedSocket(cappedBase, member.cookie)).toEqual({ message: 'rateLimited', details: { limit: 'socketsPerMember', max: 2 } });
    const visitors = [await openSocket(cappedBase, null), await openSocket(cappedBase, null)];
    expect(await refusedSocket(cappedBase, null)).toEqual({ message: 'rateLimited', details: { limit: 'socketsPerAddress', max: 4 } });

    // The server frees the place once it has seen the socket go.
    first.disconnect();
    await expect.poll(() => openSocket(cappedBase, member.cookie).then(() => true, () => false), { timeout: 5000 }).toBe(true);
    visitors[0]?.disconnect();
    await expect.poll(() => openSocket(cappedBase, null).then(() => true, () => false), { timeout: 5000 }).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('sockets per member and per address, two server processes on one PostgreSQL', () => {
  it('count the sockets both processes hold', async () => {
    const first = await createTestApp({ LIVE_MAX_SOCKETS_PER_ADDRESS: '3', LIVE_MAX_SOCKETS_PER_MEMBER: '2' });
    const database = await openDatabase({ kind: 'postgres', url: first.database.url as string });
    const { app: second } = await buildApp({ config: first.config, database, webDistDir: '/nonexistent' });
    try {
      const [firstBase, secondBase] = [await first.app.listen({ port: 0, host: '127.0.0.1' }), await second.listen({ port: 0, host: '127.0.0.1' })];
      const member = await newMember(first, 'Théo Two');
      await openSocket(firstBase, member.cookie);
      await openSocket(secondBase, member.cookie);
      // Processes learn of each other by the adapter's heartbeats, a moment after they start: until
      // then each counts its own sockets only (a handshake accepted meanwhile is closed at once).
      await expect.poll(() => handshakeOutcome(firstBase, member.cookie)).toMatchObject({ details: { limit: 'socketsPerMember' } });
      await expect.poll(() => handshakeOutcome(secondBase, member.cookie)).toMatchObject({ details: { limit: 'socketsPerMember' } });
      await openSocket(secondBase, null);
      await expect.poll(() => handshakeOutcome(firstBase, null)).toMatchObject({ details: { limit: 'socketsPerAddress' } });
    } finally {
      closeAllSockets();
      await second.close();
      await database.close();
      await first.close();
    }
  });
});

describe('handshakes', () => {
  let limited: TestApp;
  let limitedBase: string;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_API_MAX: '5' });
    limitedBase = await limited.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => limited.close());

  it("count against the address's API limit: past it no socket opens, and the API answers 429", async () => {
    for (let index = 0; index < 5; index += 1) (await openSocket(limitedBase, null)).disconnect();
    expect(await refusedSocket(limitedBase, null)).toMatchObject({ message: 'rateLimited', details: { limit: 'requests' } });
    expect((await fetch(`${limitedBase}/api/health`)).status).toBe(429);
  });
});
