import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../users/access.rules.ts';
import { canOpenIdeas, mayReadAudience, mayReadNews, readerAccessChangesAt, readerAccessOf } from './content-access.rules.ts';
import { PREMIUM_COACHES_GROUP } from './ideas.constants.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const FUTURE = '2026-07-01T00:00:00Z';
const PAST = '2026-05-01T00:00:00Z';
const subject = (fields: Partial<AccessSubject> & { role?: string | null; language?: 'fr' | 'en' } = {}) =>
  readerAccessOf(
    {
      lifetimeSubscriptionName: 'SILVER',
      activeSubscriptionName: null,
      activeSubscriptionUntil: null,
      canReadNewsUntil: null,
      servers: [],
      products: [],
      role: null,
      language: 'fr',
      ...fields,
    },
    NOW,
  );

describe('readerAccessOf', () => {
  it('reads the plan news are offered by: the active subscription, else the lifetime one', () => {
    expect(subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: FUTURE })).toMatchObject({ activeSubscription: true, tier: 'GOLD' });
    expect(subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: PAST })).toMatchObject({ activeSubscription: false, tier: 'SILVER' });
    expect(subject({ lifetimeSubscriptionName: 'INFINITE' })).toMatchObject({ activeSubscription: true, tier: 'INFINITE' });
    expect(subject({ canReadNewsUntil: FUTURE })).toMatchObject({ trial: true, tier: 'SILVER' });
  });
});

describe('readerAccessChangesAt', () => {
  it('is the first end still ahead: the subscription period or the news trial', () => {
    expect(readerAccessChangesAt({ activeSubscriptionUntil: FUTURE, canReadNewsUntil: null }, NOW)).toEqual(new Date(FUTURE));
    expect(readerAccessChangesAt({ activeSubscriptionUntil: FUTURE, canReadNewsUntil: '2026-06-10T00:00:00Z' }, NOW)).toEqual(new Date('2026-06-10T00:00:00Z'));
    expect(readerAccessChangesAt({ activeSubscriptionUntil: PAST, canReadNewsUntil: FUTURE }, NOW)).toEqual(new Date(FUTURE));
  });

  it('is null when nothing ends ahead (no plan, ended plans, a lifetime plan)', () => {
    expect(readerAccessChangesAt({ activeSubscriptionUntil: null, canReadNewsUntil: null }, NOW)).toBeNull();
    expect(readerAccessChangesAt({ activeSubscriptionUntil: PAST, canReadNewsUntil: NOW.toISOString() }, NOW)).toBeNull();
  });
});

describe('canOpenIdeas', () => {
  it('needs an active trial or subscription, or staff', () => {
    expect(canOpenIdeas(null)).toBe(false);
    expect(canOpenIdeas(subject())).toBe(false);
    expect(canOpenIdeas(subject({ canReadNewsUntil: PAST }))).toBe(false);
    expect(canOpenIdeas(subject({ canReadNewsUntil: FUTURE }))).toBe(true);
    expect(canOpenIdeas(subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: FUTURE }))).toBe(true);
    expect(canOpenIdeas(subject({ role: 'staff' }))).toBe(true);
  });
});

describe('mayReadAudience', () => {
  it('opens the premium coaches group to active subscribers and staff, never to a trial; its author always reads it', () => {
    expect(mayReadAudience(null, null, false)).toBe(true);
    expect(mayReadAudience(PREMIUM_COACHES_GROUP, null, false)).toBe(false);
    expect(mayReadAudience(PREMIUM_COACHES_GROUP, subject({ canReadNewsUntil: FUTURE }), false)).toBe(false);
    expect(mayReadAudience(PREMIUM_COACHES_GROUP, subject({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: FUTURE }), false)).toBe(true);
    expect(mayReadAudience(PREMIUM_COACHES_GROUP, subject({ role: 'admin' }), false)).toBe(true);
    expect(mayReadAudience(PREMIUM_COACHES_GROUP, subject(), true)).toBe(true);
    expect(mayReadAudience('some-other-group', subject({ lifetimeSubscriptionName: 'INFINITE' }), false)).toBe(false);
  });
});

describe('mayReadNews', () => {
  const goldFr = [{ Subscription: 'GOLD', Language: 'fr' }] as const;
  it('needs the pair of the reader’s plan and language, and news access', () => {
    expect(mayReadNews(goldFr, subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: FUTURE }))).toBe(true);
    expect(mayReadNews(goldFr, subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: FUTURE, language: 'en' }))).toBe(false);
    expect(mayReadNews([{ Subscription: 'SILVER', Language: 'fr' }], subject({ canReadNewsUntil: FUTURE }))).toBe(true);
    expect(mayReadNews([{ Subscription: 'SILVER', Language: 'fr' }], subject())).toBe(false);
    expect(mayReadNews([], subject({ role: 'staff' }))).toBe(true);
    expect(mayReadNews(goldFr, null)).toBe(false);
  });
});
