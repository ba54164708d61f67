import { composePostId, isLiveChannel, parseLiveChannel, type LiveChannelName } from '@arya/core';
import type { Database } from '../../../db/client.ts';
import { findPostForComments, type PostAudience } from '../../../shared/post-audience.ts';
import { mayReadPost } from '../../../shared/post-views/filter.ts';
import type { Viewer } from '../../../shared/viewer.ts';

/** How long a socket trusts a post's audience it read (an author may restrict a post later). */
const AUDIENCE_TTL_MS = 60_000;
/** Posts whose audience one socket remembers besides the channels it holds (a page shows a few). */
const MAX_REMEMBERED = 100;

/**
 * The post a channel belongs to: a post's channel names it, a comment's or reply's channel names
 * it first. Comment and reply ids are checked against their post only: an unknown comment's channel
 * never carries anything.
 */
export function postOfChannel(channel: unknown): { authorId: string; id: string; key: string } | null {
  const parsed = parseLiveChannel(channel);
  if (!parsed) return null;
  const { authorId, postId } = parsed.key;
  return { authorId, id: postId, key: composePostId(authorId, postId) };
}

/** Whether a viewer may join a channel of a post with this audience (null: no such post). */
export const mayRead = (audience: PostAudience | null, viewer: Viewer): audience is PostAudience => audience !== null && mayReadPost(audience, viewer);

/**
 * One socket's access decisions. A post's audience (who may read it) is read once and kept: a join
 * decided before, of the same post under another channel or after a leave, costs no query, and when
 * the reader changes (their plan ends, staff revoke it) every channel held is decided again from
 * memory. The viewer is passed in each time: the socket's viewer is the one truth.
 */
export class SocketChannels {
  /** Channel held -> the audience of its post. */
  private readonly held = new Map<LiveChannelName, PostAudience>();
  /** Channels whose join is under way (asked again meanwhile, they count as held). */
  private readonly joining = new Set<string>();
  /** Post key -> its audience (null: no such post) and when it was read. */
  private readonly audiences = new Map<string, { audience: PostAudience | null; readAt: number }>();

  constructor(private readonly db: Database) {}

  holds(channel: unknown): channel is LiveChannelName {
    return isLiveChannel(channel) && this.held.has(channel);
  }

  /** Held, or its join under way: asking again costs no new decision. */
  holdsOrJoins(channel: unknown): boolean {
    return typeof channel === 'string' && (this.holds(channel) || this.joining.has(channel));
  }

  /** Notes a join under way until `settled` (the caller's `finally`). */
  joinStarted(channel: unknown): void {
    if (typeof channel === 'string') this.joining.add(channel);
  }

  joinSettled(channel: unknown): void {
    if (typeof channel === 'string') this.joining.delete(channel);
  }

  get size(): number {
    return this.held.size;
  }

  /**
   * The audience of a channel's post: a query only for a post not read lately; null for a channel
   * that names no post (invalid or unknown). The caller decides with `mayRead` once it has it, with
   * the socket's viewer of that moment (it may change while the query runs).
   */
  async audienceOf(channel: unknown, now: number = Date.now()): Promise<PostAudience | null> {
    const post = postOfChannel(channel);
    if (!post) return null;
    let known = this.audiences.get(post.key);
    if (!known || now - known.readAt > AUDIENCE_TTL_MS) {
      const row = await findPostForComments(this.db, { authorId: post.authorId, id: post.id });
      known = { audience: row ? { authorId: row.authorId, restrictedTo: row.restrictedTo, newsAudience: row.newsAudience, authorPublic: row.authorPublic, authorHidden: row.authorHidden } : null, readAt: now };
      this.remember(post.key, known);
    }
    return known.audience;
  }

  hold(channel: LiveChannelName, audience: PostAudience): void {
    this.held.set(channel, audience);
  }

  release(channel: LiveChannelName): void {
    this.held.delete(channel);
  }

  /** The channels held that the viewer may no longer read (released here; the caller leaves their rooms). */
  revoke(viewer: Viewer): LiveChannelName[] {
    const lost = [...this.held].filter(([, audience]) => !mayRead(audience, viewer)).map(([channel]) => channel);
    for (const channel of lost) this.held.delete(channel);
    return lost;
  }

  private remember(key: string, known: { audience: PostAudience | null; readAt: number }) {
    this.audiences.delete(key);
    this.audiences.set(key, known);
    // Maps keep insertion order: the first key is the one read longest ago.
    while (this.audiences.size > MAX_REMEMBERED) this.audiences.delete(this.audiences.keys().next().value as string);
  }
}
