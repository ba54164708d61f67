/**
 * Feed cards follow their post's channel while they are on screen, so their counts arrive live, and
 * leave it once scrolled away. The server closes a socket past its budgets (joins: 60 at once, then
 * one a second; 50 channels at most, the post page and open threads included), so the feed keeps
 * well inside them on its own:
 * - a card joins only once it stayed on screen a moment (scrolling past a page of posts joins none);
 * - a card scrolled away keeps its channel a little while (scrolling back costs no new join);
 * - the feed holds FEED_CHANNELS_MAX channels at most, the ones scrolled away first to go;
 * - joins are spent from a bucket smaller and slower than the server's, which also leaves room for
 *   the joins of a reconnection and of the threads the member opens.
 * Access is decided by the server per channel, as for any join: a channel the reader may not read is
 * refused, and left when their access ends.
 */
export const FEED_CHANNELS_MAX = 20;
export const DWELL_MS = 600;
export const LINGER_MS = 8_000;
export const FEED_JOINS = { burst: 20, perSecond: 0.5 } as const;

type Follow = () => () => void;

interface Watched {
  follow: Follow;
  visible: boolean;
  dwell: ReturnType<typeof setTimeout> | null;
  linger: ReturnType<typeof setTimeout> | null;
  /** Set while the channel is followed for this card. */
  stop: (() => void) | null;
  /** When it left the screen (the first to give up its channel when the feed holds too many). */
  leftAt: number;
}

const watched = new Map<Element, Watched>();
/** Cards waiting for a join (on screen long enough), oldest first. */
const waiting = new Set<Element>();
const bucket = { tokens: FEED_JOINS.burst as number, at: Date.now() };
let pumpTimer: ReturnType<typeof setTimeout> | null = null;
let observer: IntersectionObserver | null = null;

function takeToken(now: number): boolean {
  bucket.tokens = Math.min(FEED_JOINS.burst, bucket.tokens + ((now - bucket.at) / 1000) * FEED_JOINS.perSecond);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

const followedCount = () => [...watched.values()].filter((entry) => entry.stop).length;

function unfollow(entry: Watched) {
  entry.stop?.();
  entry.stop = null;
  if (entry.linger) clearTimeout(entry.linger);
  entry.linger = null;
}

/** Frees a channel held by a card no longer on screen, the one that left first; false when all are on screen. */
function freeOne(): boolean {
  const away = [...watched.values()].filter((entry) => entry.stop && !entry.visible).sort((a, b) => a.leftAt - b.leftAt)[0];
  if (!away) return false;
  unfollow(away);
  return true;
}

function pump() {
  pumpTimer = null;
  for (const element of waiting) {
    const entry = watched.get(element);
    if (!entry || !entry.visible || entry.stop) {
      waiting.delete(element);
      continue;
    }
    if (followedCount() >= FEED_CHANNELS_MAX && !freeOne()) return;
    const now = Date.now();
    if (!takeToken(now)) {
      pumpTimer = setTimeout(pump, Math.ceil(((1 - bucket.tokens) / FEED_JOINS.perSecond) * 1000));
      return;
    }
    waiting.delete(element);
    entry.stop = entry.follow();
  }
}

function seen(element: Element, visible: boolean) {
  const entry = watched.get(element);
  if (!entry || entry.visible === visible) return;
  entry.visible = visible;
  if (visible) {
    if (entry.linger) clearTimeout(entry.linger);
    entry.linger = null;
    if (entry.stop || entry.dwell) return;
    entry.dwell = setTimeout(() => {
      entry.dwell = null;
      waiting.add(element);
      if (!pumpTimer) pump();
    }, DWELL_MS);
    return;
  }
  entry.leftAt = Date.now();
  if (entry.dwell) clearTimeout(entry.dwell);
  entry.dwell = null;
  waiting.delete(element);
  if (entry.stop) entry.linger = setTimeout(() => unfollow(entry), LINGER_MS);
}

/**
 * Follows a channel (`follow` joins it and answers how to leave) while `element` is on screen, as
 * described above; answers how to stop watching. Without IntersectionObserver (tests in jsdom, old
 * browsers) nothing is followed: the counts are then the ones the page loaded.
 */
export function followWhileOnScreen(element: Element, follow: Follow): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const item of entries) seen(item.target, item.isIntersecting);
  });
  watched.set(element, { follow, visible: false, dwell: null, linger: null, stop: null, leftAt: 0 });
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    const entry = watched.get(element);
    watched.delete(element);
    waiting.delete(element);
    if (!entry) return;
    if (entry.dwell) clearTimeout(entry.dwell);
    unfollow(entry);
  };
}
