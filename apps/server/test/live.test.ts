import { LIVE_CALLS, LIVE_EVENTS, type Comment, type LiveAnswer, type LiveCommentEvent, type LivePostCounts, type LiveTyping } from '@arya/core';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { posts, users } from '../src/db/schema/index.ts';
import { commentChannel, postChannel } from './helpers/live.ts';
import { insertPostRow, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let base: string;
let author: Member;
let reader: Member;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  author = await newMember(t, 'Ana Author');
  reader = await newMember(t, 'Rémi Reader');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function open(url: string, member: Member | null): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: member ? { cookie: member.cookie } : {}, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
const call = (socket: Socket, event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args) as Promise<LiveAnswer>;
const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('the realtime socket', () => {
  it('a visitor on a post sees a new comment arrive (first name only) with the post counts', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post suivi en direct' });
    const visitor = await open(base, null);
    expect(await call(visitor, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    const arrived = next<LiveCommentEvent>(visitor, LIVE_EVENTS.commentAdded);
    const counts = next<LivePostCounts>(visitor, LIVE_EVENTS.postCounts);
    const created = (await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: reader.cookie, body: { text: 'En direct !' } })).json<Comment>();
    expect(await arrived).toEqual({ channel: postChannel(post._id), comment: { ...created, Author: { ...created.Author, Name: 'Rémi' } } });
    expect(await counts).toEqual({ postId: post._id, Likes: 0, CommentsCount: 1, SharesCount: 0 });

    const liked = next<LivePostCounts>(visitor, LIVE_EVENTS.postCounts);
    await t.request({ method: 'PUT', url: `/api/v1/posts/${post._id}/like`, cookie: reader.cookie });
    expect(await liked).toMatchObject({ Likes: 1, CommentsCount: 1 });
  });

  it("a private member's new and edited comment reaches visitors without its words, members whole", async () => {
    const post = await publish(t, author.cookie, { text: 'Un post public suivi en direct' });
    const discreet = await newMember(t, 'Paula Privée');
    await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, discreet.id));
    const [visitor, member] = [await open(base, null), await open(base, reader)];
    for (const socket of [visitor, member]) expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    const [toVisitor, toMember] = [next<LiveCommentEvent>(visitor, LIVE_EVENTS.commentAdded), next<LiveCommentEvent>(member, LIVE_EVENTS.commentAdded)];
    const created = (await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: discreet.cookie, body: { text: 'Réservé aux membres' } })).json<Comment>();
    expect((await toVisitor).comment).toMatchObject({ _id: created._id, Text: null, Image: null, MembersOnly: true, Author: { Name: 'Paula' } });
    expect((await toMember).comment).toMatchObject({ _id: created._id, Text: 'Réservé aux membres', MembersOnly: false, Author: { Name: 'Paula Privée' } });

    const edited = next<LiveCommentEvent>(visitor, LIVE_EVENTS.commentChanged);
    const commentUrl = `/api/v1/posts/${post._id}/comments/${created._id.split('/')[2]}`;
    expect((await t.request({ method: 'PUT', url: commentUrl, cookie: discreet.cookie, body: { text: 'Toujours réservé' } })).statusCode).toBe(200);
    expect((await edited).comment).toMatchObject({ Text: null, MembersOnly: true });
  });

  it('a member on a comment sees its replies arrive, full names', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour les réponses en direct' });
    const comment = (await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: author.cookie, body: { text: 'Question' } })).json<Comment>();
    const member = await open(base, author);
    expect(await call(member, LIVE_CALLS.join, commentChannel(comment._id))).toEqual({ ok: true });
    const arrived = next<LiveCommentEvent>(member, LIVE_EVENTS.commentAdded);
    await t.request({ method: 'POST', url: `/api/v1/posts/${comment._id.split('/').slice(0, 2).join('/')}/comments/${comment._id.split('/')[2]}/replies`, cookie: reader.cookie, body: { text: 'Réponse' } });
    expect((await arrived).comment).toMatchObject({ Text: 'Réponse', Author: { Name: 'Rémi Reader' }, Liked: false });
  });

  it('refuses channels that are not channels, of posts that do not exist or that the reader may not read', async () => {
    const socket = await open(base, reader);
    expect(await call(socket, LIVE_CALLS.join, 'v1/everything')).toEqual({ error: { message: 'invalidChannel', details: { channel: 'v1/everything' } } });
    expect(await call(socket, LIVE_CALLS.join, { channel: 'x' })).toMatchObject({ error: { message: 'invalidChannel' } });
    expect(await call(socket, LIVE_CALLS.join, postChannel(`${author.id}/nope`))).toMatchObject({ error: { message: 'forbidden' } });
    const restricted = await insertPostRow(t, author.id, { text: 'Réservé aux membres premium' });
    await t.database.db.update(posts).set({ restrictedTo: 'premium-coaches' }).where(eq(posts.id, restricted.split('/')[1]!));
    expect(await call(socket, LIVE_CALLS.join, postChannel(restricted))).toMatchObject({ error: { message: 'forbidden' } });
    // Its author may follow it.
    expect(await call(await open(base, author), LIVE_CALLS.join, postChannel(restricted))).toEqual({ ok: true });
  });

  it('reads every call with the contract: a payload that is not a channel is refused or ignored, and the socket goes on', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour les appels mal formés' });
    const socket = await open(base, reader);
    for (const bad of [42, null, ['v1/post/a/b'], { channel: postChannel(post._id) }, `${postChannel(post._id)}/extra`]) {
      expect(await call(socket, LIVE_CALLS.join, bad)).toMatchObject({ error: { message: 'invalidChannel' } });
      expect(await call(socket, LIVE_CALLS.typing, bad)).toMatchObject({ error: { message: 'forbidden' } });
      expect(await call(socket, LIVE_CALLS.leave, bad)).toEqual({ ok: true });
    }
    expect(socket.connected).toBe(true);
    expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
  });

  it('answers an event it does not implement with notImplemented, with or without an acknowledgement', async () => {
    const socket = await open(base, null);
    expect(await call(socket, 'delete-everything', 1)).toEqual({ error: { message: 'notImplemented', details: { event: 'delete-everything' } } });
    const error = next<unknown>(socket, LIVE_EVENTS.error);
    socket.emit('shout');
    expect(await error).toEqual({ message: 'notImplemented', details: { event: 'shout' } });
  });

  it('shows who is typing to the others in the channel, never to the writer, and never from a visitor', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour écrire ensemble' });
    const [writer, watcher, visitor] = [await open(base, reader), await open(base, author), await open(base, null)];
    for (const socket of [writer, watcher, visitor]) expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    let writerHeard = false;
    writer.on(LIVE_EVENTS.typing, () => (writerHeard = true));
    const seen = next<LiveTyping>(watcher, LIVE_EVENTS.typing);
    const seenByVisitor = next<LiveTyping>(visitor, LIVE_EVENTS.typing);
    expect(await call(writer, LIVE_CALLS.typing, postChannel(post._id))).toEqual({ ok: true });
    expect(await seen).toEqual({ channel: postChannel(post._id), authorId: reader.id, name: 'Rémi Reader' });
    expect((await seenByVisitor).name).toBe('Rémi');
    expect(await call(visitor, LIVE_CALLS.typing, postChannel(post._id))).toMatchObject({ error: { message: 'forbidden' } });
    // A channel the member has not joined.
    expect(await call(writer, LIVE_CALLS.typing, postChannel(`${author.id}/other`))).toMatchObject({ error: { message: 'forbidden' } });
    expect(writerHeard).toBe(false);
  });

  it('a member without a verified phone, who may not write, may not say they are typing', async () => {
    const post = await publish(t, author.cookie, { text: 'Un post pour les nouveaux venus' });
    const newcomer = await newMember(t, 'Nina Nouvelle', 'fr', { phoneVerified: false });
    const socket = await open(base, newcomer);
    expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
    expect(await call(socket, LIVE_CALLS.typing, postChannel(post._id))).toMatchObject({ error: { message: 'forbidden' } });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('an event written through one reaches the sockets of the other', async () => {
    const url = t.database.url!;
    const database = await openDatabase({ kind: 'postgres', url });
    const { app: second } = await buildApp({ config: t.config, database, webDistDir: '/nonexistent' });
    const secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const post = await publish(t, author.cookie, { text: 'Un post lu sur un autre serveur' });
      const listener = await open(secondBase, null);
      expect(await call(listener, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });
      const arrived = next<LiveCommentEvent>(listener, LIVE_EVENTS.commentAdded);
      // Written through the first server's API.
      await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: reader.cookie, body: { text: "D'un serveur à l'autre" } });
      expect((await arrived).comment.Text).toBe("D'un serveur à l'autre");
      listener.disconnect();
    } finally {
      await second.close();
      await database.close();
    }
  });
});
