import { LIVE_EVENTS, NOTIFICATION_EXCERPT_LENGTH, NOTIFICATION_KEPT_IDS, NOTIFICATIONS_PAGE_SIZE, type AppNotification, type Comment, type LiveUnread, type NotificationSubject, type NotificationsPage, type Post } from '@arya/core';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { expectError } from './helpers/errors.ts';
import { makeCoach, setPlan } from './helpers/plans.ts';
import { deletePost, newMember, publish, type Member } from './helpers/posts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let queries: string[] = [];
/** The statements of the request itself (on PostgreSQL the rate-limit counters are flushed once a second, whenever). */
/** A subject about words (a post, comment or reply), not a system notification's decision. */
const contentSubject = (subject: AppNotification['subject'] | undefined): NotificationSubject | null => (subject && subject.kind !== 'decision' ? subject : null);
const requestQueries = () => queries.filter((statement) => !statement.includes('rate_limit_counters'));
let t: TestApp;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (statement) => queries.push(statement) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const list = (member: Member | null, query = '') => t.request({ method: 'GET', url: `/api/v1/me/notifications${query}`, ...(member ? { cookie: member.cookie } : {}) });
const notificationsOf = async (member: Member) => (await list(member)).json<NotificationsPage>().items;
const unreadOf = async (member: Member) => (await t.request({ method: 'GET', url: '/api/v1/me/notifications/unread', cookie: member.cookie })).json<LiveUnread>().unread;
const markRead = (member: Member | null, body: unknown) => t.request({ method: 'POST', url: '/api/v1/me/notifications/read', body, ...(member ? { cookie: member.cookie } : {}) });
const like = (id: string, member: Member, method: 'PUT' | 'DELETE' = 'PUT') => t.request({ method, url: `/api/v1/posts/${id.split('/').slice(0, 2).join('/')}${likePath(id)}`, cookie: member.cookie });
const likePath = (id: string) => {
  const [, , comment, reply] = id.split('/');
  return `${comment ? `/comments/${comment}` : ''}${reply ? `/replies/${reply}` : ''}/like`;
};
const comment = async (post: Post, member: Member, text = 'Bien vu, merci') =>
  (await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/comments`, cookie: member.cookie, body: { text } })).json<Comment>();
const reply = async (to: Comment, member: Member, text = 'Je suis d’accord') => {
  const [a, p, c] = to._id.split('/');
  return (await t.request({ method: 'POST', url: `/api/v1/posts/${a}/${p}/comments/${c}/replies`, cookie: member.cookie, body: { text } })).json<Comment>();
};

describe('notifications', () => {
  it('tells a post author of likes, grouped by post, latest author first, never of their own', async () => {
    const [author, ana, bob] = [await newMember(t, 'Paul Poster'), await newMember(t, 'Ana Lima'), await newMember(t, 'Bob Stone')];
    const post = await publish(t, author.cookie, { text: 'Un post qui plaira beaucoup' });
    await like(post._id, author);
    expect(await notificationsOf(author)).toEqual([]);

    await like(post._id, ana);
    await like(post._id, bob);
    const [grouped, ...others] = await notificationsOf(author);
    expect(others).toEqual([]);
    expect(grouped).toMatchObject({ type: 'post_like', targetId: post._id, authorIds: [bob.id, ana.id], authorsCount: 2, read: false, objectIds: [] });
    expect(grouped?.latestAuthor).toEqual({ Id: bob.id, Name: 'Bob Stone', Verified: null, PictureDate: null, Alias: bob.systemAlias });
    expect(await unreadOf(author)).toBe(1);

    // An unlike takes the member back out; the last one out removes the notification.
    await like(post._id, bob, 'DELETE');
    expect(await notificationsOf(author)).toMatchObject([{ authorIds: [ana.id], authorsCount: 1 }]);
    await like(post._id, ana, 'DELETE');
    expect(await notificationsOf(author)).toEqual([]);
    expect(await unreadOf(author)).toBe(0);
  });

  it('tells of comments, replies, likes of comments and replies, and shares, each linking to what was done', async () => {
    const [author, ana, bob] = [await newMember(t, 'Paul Poster'), await newMember(t, 'Ana Lima'), await newMember(t, 'Bob Stone')];
    const post = await publish(t, author.cookie, { text: 'Un post qui fait parler de lui' });
    const first = await comment(post, ana);
    const second = await comment(post, bob);
    const answer = await reply(first, bob);
    await like(first._id, bob);
    await like(answer._id, ana);
    await like(answer._id, bob); // bob's own reply: nobody told
    const shared = await t.request({ method: 'POST', url: `/api/v1/posts/${post._id}/shares`, cookie: ana.cookie, body: { text: 'À lire, vraiment très bien', original: { text: post.Text, images: [] } } });
    expect(shared.statusCode).toBe(200);

    const byType = (list: AppNotification[]) => Object.fromEntries(list.map((item) => [item.type, item]));
    const forAuthor = byType(await notificationsOf(author));
    expect(Object.keys(forAuthor).sort()).toEqual(['post_comment', 'post_share']);
    expect(forAuthor.post_comment).toMatchObject({ targetId: post._id, authorIds: [bob.id, ana.id], objectIds: [second._id, first._id], authorsCount: 2 });
    expect(forAuthor.post_share).toMatchObject({ targetId: post._id, authorIds: [ana.id], objectIds: [shared.json<Post>()._id] });

    const forAna = byType(await notificationsOf(ana));
    expect(Object.keys(forAna).sort()).toEqual(['comment_like', 'comment_reply']);
    expect(forAna.comment_reply).toMatchObject({ targetId: first._id, authorIds: [bob.id], objectIds: [answer._id] });
    expect(forAna.comment_like).toMatchObject({ targetId: first._id, authorIds: [bob.id] });

    expect(await notificationsOf(bob)).toMatchObject([{ type: 'reply_like', targetId: answer._id, authorIds: [ana.id] }]);
  });

  it('counts each liker once however often they like and unlike, beyond the authors it keeps', async () => {
    const author = await newMember(t, 'Paul Poster');
    const likers = await Promise.all(Array.from({ length: NOTIFICATION_KEPT_IDS + 2 }, (_, index) => newMember(t, `Liker ${index}`)));
    const post = await publish(t, author.cookie, { text: 'Un post très aimé par tous' });
    for (const liker of likers) await like(post._id, liker);
    const [first] = likers;
    expect(await notificationsOf(author)).toMatchObject([{ authorsCount: likers.length }]);
    expect((await notificationsOf(author))[0]!.authorIds).toHaveLength(NOTIFICATION_KEPT_IDS);
    // The first liker is no longer among the kept ids: unliking and liking again still counts them once.
    for (let round = 0; round < 3; round += 1) {
      await like(post._id, first!, 'DELETE');
      await like(post._id, first!);
    }
    expect(await notificationsOf(author)).toMatchObject([{ authorsCount: likers.length, authorIds: expect.arrayContaining([first!.id]) }]);
    // Everyone unlikes: the notification goes, and the badge with it.
    for (const liker of likers) await like(post._id, liker, 'DELETE');
    expect(await notificationsOf(author)).toEqual([]);
    expect(await unreadOf(author)).toBe(0);
    // 52 sign-ups (each a password hash) and some 160 likes: more than the default 30 s when the machine is busy.
  }, 90_000);

  it('marks read up to what was shown; new activity makes a notification unread again and brings it first', async () => {
    const [author, ana, bob] = [await newMember(t, 'Paul Poster'), await newMember(t, 'Ana Lima'), await newMember(t, 'Bob Stone')];
    const older = await publish(t, author.cookie, { text: 'Le premier post du jour' });
    const newer = await publish(t, author.cookie, { text: 'Le second post du jour' });
    await like(older._id, ana);
    await like(newer._id, ana);
    const shown = await notificationsOf(author);
    expect(shown.map((item) => item.targetId)).toEqual([newer._id, older._id]);

    const answer = await markRead(author, { upTo: shown[0]!.dateTime });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(author)).every((item) => item.read)).toBe(true);

    await like(older._id, bob);
    expect(await unreadOf(author)).toBe(1);
    expect(await notificationsOf(author)).toMatchObject([{ targetId: older._id, read: false, authorIds: [bob.id, ana.id] }, { targetId: newer._id, read: true }]);
    // Marking read up to an older instant leaves the newer activity unread.
    expect((await markRead(author, { upTo: shown[0]!.dateTime })).json()).toEqual({ unread: 1 });
  });

  it('pages newest first by keyset, in a constant number of queries', async () => {
    const [author, ...likers] = await Promise.all([newMember(t, 'Paul Poster'), ...Array.from({ length: 3 }, (_, index) => newMember(t, `Liker ${index}`))]);
    const made: string[] = [];
    for (let index = 0; index < NOTIFICATIONS_PAGE_SIZE + 3; index += 1) {
      const post = await publish(t, author!.cookie, { text: `Post numéro ${index} de la série` });
      for (const liker of likers.slice(0, 1 + (index % 3))) await like(post._id, liker);
      made.unshift(post._id);
    }
    queries = [];
    const first = (await list(author!)).json<NotificationsPage>();
    const firstQueries = requestQueries().length;
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    queries = [];
    const second = (await list(author!, `?cursor=${first.nextCursor}`)).json<NotificationsPage>();
    expect(requestQueries()).toHaveLength(firstQueries);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.targetId)).toEqual(made);
  });

  it('refuses visitors and bad input, and lists only my own', async () => {
    const [author, ana] = [await newMember(t, 'Paul Poster'), await newMember(t, 'Ana Lima')];
    await like((await publish(t, author.cookie, { text: 'Un post à moi seul' }))._id, ana);
    expectError(await list(null), 401, 'UNAUTHENTICATED');
    expectError(await t.request({ method: 'GET', url: '/api/v1/me/notifications/unread' }), 401, 'UNAUTHENTICATED');
    expectError(await markRead(null, { upTo: new Date().toISOString() }), 401, 'UNAUTHENTICATED');
    expectError(await markRead(author, { upTo: 'yesterday' }), 400, 'VALIDATION_ERROR');
    // Instants PostgreSQL cannot read are refused before it sees them.
    expectError(await markRead(author, { upTo: '2025-01-01T00:00:00+20:00' }), 400, 'VALIDATION_ERROR');
    expectError(await markRead(author, { upTo: '0000-01-01T00:00:00Z' }), 400, 'VALIDATION_ERROR');
    expectError(await list(author, '?cursor=nope'), 400, 'VALIDATION_ERROR');
    expectError(await list(author, '?limit=500'), 400, 'VALIDATION_ERROR');
    expect(await notificationsOf(ana)).toEqual([]);
    expect(await unreadOf(author)).toBe(1);
  });

  it("brings the unread count live to the member's own sockets, from the connection on", async () => {
    const [author, ana] = [await newMember(t, 'Paul Poster'), await newMember(t, 'Ana Lima')];
    const post = await publish(t, author.cookie, { text: 'Un post suivi par son auteur' });
    await like(post._id, ana);
    const socket = connect(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: author.cookie }, forceNew: true, autoConnect: false });
    sockets.push(socket);
    const counts: number[] = [];
    const waiters: ((count: number) => void)[] = [];
    socket.on(LIVE_EVENTS.notificationsUnread, ({ unread }: LiveUnread) => {
      counts.push(unread);
      waiters.shift()?.(unread);
    });
    const nextCount = () => new Promise<number>((resolve) => waiters.push(resolve));
    const atConnection = nextCount();
    socket.connect();
    expect(await atConnection).toBe(1);

    const afterComment = nextCount();
    await comment(post, ana);
    expect(await afterComment).toBe(2);
    const afterRead = nextCount();
    const shown = await notificationsOf(author);
    await markRead(author, { upTo: shown[0]!.dateTime });
    expect(await afterRead).toBe(0);
    expect(counts).toEqual([1, 2, 0]);
  });
});

describe('what a notification is about', () => {
  const ofType = async (member: Member, type: AppNotification['type']) => (await notificationsOf(member)).find((item) => item.type === type);
  const removeComment = (id: string, member: Member) => {
    const [a, p, c, r] = id.split('/');
    return t.request({ method: 'DELETE', url: `/api/v1/posts/${a}/${p}/comments/${c}${r ? `/replies/${r}` : ''}`, cookie: member.cookie });
  };

  it('shows the words of the comment, the reply and the post liked, without markup, shortened on a word', async () => {
    const [author, ana, bob] = [await newMember(t, 'Paul Poster'), await newMember(t, 'Ana Lima'), await newMember(t, 'Bob Stone')];
    const long = `Le pétrole rebondit ${'fortement et durablement '.repeat(8)}au-dessus de 80 dollars`;
    const post = await publish(t, author.cookie, { text: long });
    const first = await comment(post, ana, '<p>Objectif <strong>85</strong> &amp; plus</p>');
    await reply(first, bob, 'Je vise plutôt 82');
    await like(post._id, bob);

    expect((await ofType(author, 'post_comment'))?.subject).toEqual({ kind: 'comment', state: 'readable', excerpt: 'Objectif 85 & plus', instrument: null });
    expect((await ofType(ana, 'comment_reply'))?.subject).toEqual({ kind: 'reply', state: 'readable', excerpt: 'Je vise plutôt 82', instrument: null });
    const liked = contentSubject((await ofType(author, 'post_like'))?.subject);
    expect(liked).toMatchObject({ kind: 'post', state: 'readable', instrument: null });
    expect(Array.from(liked!.excerpt!).length).toBeLessThanOrEqual(NOTIFICATION_EXCERPT_LENGTH);
    expect(liked!.excerpt).toMatch(/^Le pétrole rebondit( (fortement|et|durablement))+…$/);
    expect(long.startsWith(liked!.excerpt!.slice(0, -1))).toBe(true);

    // A grouped notification is about its newest comment; a follow about nobody's words.
    await comment(post, bob, 'Attention au stock américain');
    expect(contentSubject((await ofType(author, 'post_comment'))?.subject)?.excerpt).toBe('Attention au stock américain');
    await t.request({ method: 'PUT', url: `/api/v1/users/${encodeURIComponent(author.id)}/follow`, cookie: bob.cookie });
    expect(await ofType(author, 'follow')).toMatchObject({ subject: null });
  });

  it("names an idea's instrument with its words, and says when what it is about was deleted", async () => {
    const [coach, fan, ana] = [await newMember(t, 'Coach Carla'), await newMember(t, 'Fan Fiona'), await newMember(t, 'Ana Lima')];
    await makeCoach(t, coach.id);
    await setPlan(t, fan.id, 'GOLD');
    const idea = await t.request({
      method: 'POST',
      url: '/api/v1/ideas',
      cookie: coach.cookie,
      body: {
        type: 'idea',
        title: 'EURUSD short sous la résistance',
        description: 'Rejet net de la zone, momentum baissier',
        levels: { sell: true, assetType: 'forex', ticker: 'eurusd', term: 'mid', entryType: 'market', entry: 1.5, stopLoss: 1.6, breakEven: 1.45, takeProfit1: 1.4 },
      },
    });
    expect(idea.statusCode).toBe(200);
    await like(idea.json<Post>()._id, fan);
    expect((await ofType(coach, 'post_like'))?.subject).toEqual({ kind: 'post', state: 'readable', excerpt: 'Rejet net de la zone, momentum baissier', instrument: 'EURUSD' });

    // A deleted comment, and a post deleted after its like: no excerpt, said deleted.
    const post = await publish(t, fan.cookie, { text: 'Mon post bientôt supprimé' });
    const gone = await comment(post, ana, 'Un commentaire retiré ensuite');
    expect((await removeComment(gone._id, ana)).statusCode).toBe(200);
    await like(post._id, ana);
    expect((await ofType(fan, 'post_comment'))?.subject).toEqual({ kind: 'comment', state: 'deleted', excerpt: null, instrument: null });
    // Grouped: about the newest comment still there.
    await comment(post, coach, 'Un avis qui reste');
    const newest = await comment(post, ana, 'Un second avis retiré');
    expect((await removeComment(newest._id, ana)).statusCode).toBe(200);
    expect((await ofType(fan, 'post_comment'))?.subject).toEqual({ kind: 'comment', state: 'readable', excerpt: 'Un avis qui reste', instrument: null });
    expect((await ofType(fan, 'post_like'))?.subject).toMatchObject({ state: 'readable', excerpt: 'Mon post bientôt supprimé' });
    expect((await deletePost(t, fan.cookie, post._id)).statusCode).toBe(200);
    const afterDelete = await list(fan);
    expect(afterDelete.json<NotificationsPage>().items.find((item) => item.type === 'post_like')?.subject).toEqual({ kind: 'post', state: 'deleted', excerpt: null, instrument: null });
    expect(afterDelete.body).not.toContain('Mon post bientôt supprimé');
    expect(afterDelete.body).not.toContain('Un commentaire retiré ensuite');
  });

  it("shows nothing of a premium idea's thread once the member's plan ended; a private member's words to members", async () => {
    const [coach, fan, shy] = [await newMember(t, 'Coach Carla'), await newMember(t, 'Fan Fiona'), await newMember(t, 'Shy Sam')];
    await makeCoach(t, coach.id);
    await setPlan(t, fan.id, 'GOLD');
    const idea = (
      await t.request({
        method: 'POST',
        url: '/api/v1/ideas',
        cookie: coach.cookie,
        body: { type: 'analysis', title: 'Le dollar avant la Fed', description: 'Analyse réservée aux membres premium' },
      })
    ).json<Post>();
    expect(idea.RestrictedTo).not.toBeNull();
    const mine = await comment(idea, fan, 'Merci pour cette analyse');
    await reply(mine, coach, 'Le niveau clé reste 1,0950');
    expect((await ofType(fan, 'comment_reply'))?.subject).toEqual({ kind: 'reply', state: 'readable', excerpt: 'Le niveau clé reste 1,0950', instrument: null });

    await setPlan(t, fan.id, 'free');
    const locked = await list(fan);
    expect(locked.json<NotificationsPage>().items.find((item) => item.type === 'comment_reply')?.subject).toEqual({ kind: 'reply', state: 'locked', excerpt: null, instrument: null });
    expect(locked.body).not.toContain('1,0950');

    // A private member's comment is for members: its author's notification shows it.
    await t.database.db.update(users).set({ publicProfile: false }).where(eq(users.id, shy.id));
    const post = await publish(t, fan.cookie, { text: 'Un post public de Fiona' });
    await comment(post, shy, 'Je préfère rester discret');
    expect((await ofType(fan, 'post_comment'))?.subject).toEqual({ kind: 'comment', state: 'readable', excerpt: 'Je préfère rester discret', instrument: null });
  });

  it('reads the excerpts of a page of every kind in the same number of queries as one notification', async () => {
    const [author, ...others] = await Promise.all([newMember(t, 'Paul Poster'), ...Array.from({ length: 3 }, (_, index) => newMember(t, `Voisin ${index}`))]);
    for (const [index, other] of others.entries()) {
      const post = await publish(t, author.cookie, { text: `Post ${index} de la série des excerpts` });
      await like(post._id, other);
      await comment(post, other, `Commentaire ${index}`);
      const mine = await comment(post, author, `Ma réponse ${index}`);
      await reply(mine, other, `Réponse ${index}`);
      await like(mine._id, other);
    }
    queries = [];
    const one = (await list(author, '?limit=1')).json<NotificationsPage>();
    const oneQueries = requestQueries().length;
    queries = [];
    const page = (await list(author)).json<NotificationsPage>();
    expect(one.items).toHaveLength(1);
    expect(page.items.length).toBeGreaterThanOrEqual(9);
    expect(page.items.every((item) => contentSubject(item.subject)?.state === 'readable' && contentSubject(item.subject)?.excerpt)).toBe(true);
    expect(requestQueries()).toHaveLength(oneQueries);
  });
});
