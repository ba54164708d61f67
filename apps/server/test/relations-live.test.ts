import { LIVE_CALLS, LIVE_EVENTS, type Comment, type LiveChannelClosed, type LiveCommentEvent, type LiveTyping } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, closeAllSockets, nextEvent, openSocket, postChannel } from './helpers/live.ts';
import { newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  closeAllSockets();
  await t.close();
});

const relate = (member: Member, other: Member, kind: 'block' | 'mute') => t.request({ method: 'PUT', url: `/api/v1/users/${other.id}/${kind}`, cookie: member.cookie });
const comment = async (member: Member, postId: string, text: string) =>
  (await t.request({ method: 'POST', url: `/api/v1/posts/${postId}/comments`, cookie: member.cookie, body: { text } })).json<Comment>();

describe('blocks and mutes on the live channels', () => {
  it('refuses a blocked member the channel of the blocker’s post, and closes it when a block comes while joined', async () => {
    const [blocker, blocked] = [await newMember(t, 'Bea Live'), await newMember(t, 'Bob Live')];
    const blockerPost = await publish(t, blocker.cookie, { text: 'Le post de Bea, suivi en direct' });
    const blockedPost = await publish(t, blocked.cookie, { text: 'Le post de Bob, suivi en direct' });
    const blockerSocket = await openSocket(base, blocker.cookie);
    expect(await call(blockerSocket, LIVE_CALLS.join, postChannel(blockedPost._id))).toEqual({ ok: true });

    const closed = nextEvent<LiveChannelClosed>(blockerSocket, LIVE_EVENTS.channelClosed, 5000);
    expect((await relate(blocker, blocked, 'block')).statusCode).toBe(200);
    expect(await closed).toMatchObject({ channel: postChannel(blockedPost._id) });

    const blockedSocket = await openSocket(base, blocked.cookie);
    expect(await call(blockedSocket, LIVE_CALLS.join, postChannel(blockerPost._id))).toMatchObject({ error: { message: 'forbidden' } });
  });

  it('never sends a hidden author’s new comment or typing to the member hiding them, and still to others', async () => {
    const [host, muter, blocker, muted] = [await newMember(t, 'Hugo Host'), await newMember(t, 'Mia Live'), await newMember(t, 'Basile Live'), await newMember(t, 'Max Live')];
    const post = await publish(t, host.cookie, { text: 'Un post où tout le monde commente' });
    expect((await relate(muter, muted, 'mute')).statusCode).toBe(200);
    expect((await relate(blocker, muted, 'block')).statusCode).toBe(200);
    const sockets = {
      host: await openSocket(base, host.cookie),
      muter: await openSocket(base, muter.cookie),
      blocker: await openSocket(base, blocker.cookie),
      muted: await openSocket(base, muted.cookie),
    };
    for (const socket of Object.values(sockets)) expect(await call(socket, LIVE_CALLS.join, postChannel(post._id))).toEqual({ ok: true });

    // Max's comment reaches the host; then the host's reaches everyone. Events reach a socket in the
    // order they were sent, so the first comment Mia and Basile get is the host's: Max's never came.
    const [hostHears, muterHears, blockerHears] = [
      nextEvent<LiveCommentEvent>(sockets.host, LIVE_EVENTS.commentAdded),
      nextEvent<LiveCommentEvent>(sockets.muter, LIVE_EVENTS.commentAdded),
      nextEvent<LiveCommentEvent>(sockets.blocker, LIVE_EVENTS.commentAdded),
    ];
    const hidden = await comment(muted, post._id, 'Max écrit quelque chose');
    expect((await hostHears).comment._id).toBe(hidden._id);
    const shown = await comment(host, post._id, 'Hugo répond à tous');
    expect((await muterHears).comment._id).toBe(shown._id);
    expect((await blockerHears).comment._id).toBe(shown._id);

    // Typing: the blocked pair do not see each other type; the host does.
    const [hostSeesTyping, blockerSeesTyping] = [nextEvent<LiveTyping>(sockets.host, LIVE_EVENTS.typing), nextEvent<LiveTyping>(sockets.blocker, LIVE_EVENTS.typing)];
    expect(await call(sockets.muted, LIVE_CALLS.typing, postChannel(post._id))).toEqual({ ok: true });
    expect((await hostSeesTyping).authorId).toBe(muted.id);
    expect(await call(sockets.host, LIVE_CALLS.typing, postChannel(post._id))).toEqual({ ok: true });
    expect((await blockerSeesTyping).authorId).toBe(host.id);
  });
});
