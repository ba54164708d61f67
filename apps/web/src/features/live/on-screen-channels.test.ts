import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver the test drives: `show(element, visible)` reports it as the browser would. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting }]);
  }
}

const show = (element: Element, visible = true) => FakeObserver.current!.report(element, visible);

/** A fresh module (its bucket and channels) and a card factory counting what each card follows. */
async function setUp() {
  vi.resetModules();
  const module = await import('./on-screen-channels.ts');
  const followed = new Set<string>();
  let joins = 0;
  const card = (name: string) => {
    const element = { name } as unknown as Element;
    const stop = module.followWhileOnScreen(element, () => {
      joins += 1;
      followed.add(name);
      return () => followed.delete(name);
    });
    return { element, stop };
  };
  return { module, card, followed, joins: () => joins };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('followWhileOnScreen', () => {
  it('follows a card that stays on screen, not one scrolled past', async () => {
    const { module, card, followed } = await setUp();
    const [stays, passes] = [card('stays'), card('passes')];
    show(stays.element);
    show(passes.element);
    vi.advanceTimersByTime(module.DWELL_MS / 2);
    show(passes.element, false);
    vi.advanceTimersByTime(module.DWELL_MS);
    expect([...followed]).toEqual(['stays']);
  });

  it('keeps the channel of a card scrolled away a moment, then leaves it; coming back in time costs no join', async () => {
    const { module, card, followed, joins } = await setUp();
    const { element } = card('a');
    show(element);
    vi.advanceTimersByTime(module.DWELL_MS);
    show(element, false);
    vi.advanceTimersByTime(module.LINGER_MS / 2);
    show(element);
    vi.advanceTimersByTime(module.LINGER_MS);
    expect(followed.has('a')).toBe(true);
    expect(joins()).toBe(1);
    show(element, false);
    vi.advanceTimersByTime(module.LINGER_MS);
    expect(followed.has('a')).toBe(false);
  });

  it('holds at most FEED_CHANNELS_MAX channels, giving up first those scrolled away longest', async () => {
    const { module, card, followed } = await setUp();
    const cards = Array.from({ length: module.FEED_CHANNELS_MAX + 5 }, (_, index) => card(`c${index}`));
    for (const { element } of cards.slice(0, module.FEED_CHANNELS_MAX)) show(element);
    vi.advanceTimersByTime(module.DWELL_MS);
    expect(followed.size).toBe(module.FEED_CHANNELS_MAX);
    // The first three scroll away; five new ones come: three take their channels, two wait.
    for (const { element } of cards.slice(0, 3)) show(element, false);
    for (const { element } of cards.slice(module.FEED_CHANNELS_MAX)) show(element);
    vi.advanceTimersByTime(module.DWELL_MS + 10_000);
    expect(followed.size).toBe(module.FEED_CHANNELS_MAX);
    expect(['c0', 'c1', 'c2'].some((name) => followed.has(name))).toBe(false);
    expect(followed.has(`c${module.FEED_CHANNELS_MAX}`)).toBe(true);
  });

  it('spends joins within a budget well inside the server one (60 at once, 1 a second)', async () => {
    const { module, card, joins } = await setUp();
    // A member scrolls through 200 posts, each on screen long enough to be followed.
    const cards = Array.from({ length: 200 }, (_, index) => card(`p${index}`));
    let elapsed = 0;
    for (const { element } of cards) {
      show(element);
      vi.advanceTimersByTime(module.DWELL_MS + 100);
      elapsed += module.DWELL_MS + 100;
      show(element, false);
    }
    vi.advanceTimersByTime(module.LINGER_MS);
    elapsed += module.LINGER_MS;
    expect(joins()).toBeLessThanOrEqual(module.FEED_JOINS.burst + Math.ceil((elapsed / 1000) * module.FEED_JOINS.perSecond));
    expect(joins()).toBeLessThanOrEqual(60 + elapsed / 1000);
    expect(joins()).toBeGreaterThan(module.FEED_JOINS.burst);
  });

  it('stops following and observing a card that goes away', async () => {
    const { module, card, followed } = await setUp();
    const { element, stop } = card('gone');
    show(element);
    vi.advanceTimersByTime(module.DWELL_MS);
    expect(followed.has('gone')).toBe(true);
    stop();
    expect(followed.has('gone')).toBe(false);
    expect(FakeObserver.current!.observed.has(element)).toBe(false);
  });
});
