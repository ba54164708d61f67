import { describe, expect, it } from 'vitest';
import {
  canReadNews,
  canSeeUpgrade,
  defaultDisplayName,
  hasActiveSubscription,
  hasCryptoServer,
  hasPlanAndAlias,
  isCoach,
  isInTrial,
  isPremium,
  isStaff,
  licenceFlags,
  newsTrialEnd,
  shouldShowOnboarding,
  trialDaysLeft,
  type AccessSubject,
} from './access.rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-03T12:00:00.000Z');
const at = (offsetMs: number): string => new Date(NOW.getTime() + offsetMs).toISOString();
const JUST_BEFORE = at(-1); // 1 ms before now: already over
const EXACTLY_NOW = at(0); // an end equal to now counts as over
const JUST_AFTER = at(1); // 1 ms after now: still running

function subject(overrides: Partial<AccessSubject> = {}): AccessSubject {
  return {
    lifetimeSubscriptionName: 'SILVER',
    activeSubscriptionName: null,
    activeSubscriptionUntil: null,
    canReadNewsUntil: null,
    servers: [],
    products: [],
    ...overrides,
  };
}

describe('hasActiveSubscription', () => {
  it('is true for a lifetime INFINITE member with no other field set', () => {
    expect(hasActiveSubscription(subject({ lifetimeSubscriptionName: 'INFINITE' }), NOW)).toBe(true);
  });

  it('is true for lifetime INFINITE even when the active subscription ended', () => {
    const user = subject({ lifetimeSubscriptionName: 'INFINITE', activeSubscriptionName: 'GOLD', activeSubscriptionUntil: JUST_BEFORE });
    expect(hasActiveSubscription(user, NOW)).toBe(true);
  });

  it.each(['SILVER', 'GOLD'] as const)('is false for a lifetime %s member alone', (tier) => {
    expect(hasActiveSubscription(subject({ lifetimeSubscriptionName: tier }), NOW)).toBe(false);
  });

  it('is false when lifetime is null and nothing else is set', () => {
    expect(hasActiveSubscription(subject({ lifetimeSubscriptionName: null }), NOW)).toBe(false);
  });

  it.each(['GOLD', 'INFINITE'] as const)('is true for an active %s subscription ending 1 ms after now', (tier) => {
    expect(hasActiveSubscription(subject({ activeSubscriptionName: tier, activeSubscriptionUntil: JUST_AFTER }), NOW)).toBe(true);
  });

  it.each(['GOLD', 'INFINITE'] as const)('is false for an active %s subscription ending exactly now', (tier) => {
    expect(hasActiveSubscription(subject({ activeSubscriptionName: tier, activeSubscriptionUntil: EXACTLY_NOW }), NOW)).toBe(false);
  });

  it.each(['GOLD', 'INFINITE'] as const)('is false for an active %s subscription that ended 1 ms before now', (tier) => {
    expect(hasActiveSubscription(subject({ activeSubscriptionName: tier, activeSubscriptionUntil: JUST_BEFORE }), NOW)).toBe(false);
  });

  it('is false for a SILVER active subscription even with a future end date', () => {
    expect(hasActiveSubscription(subject({ activeSubscriptionName: 'SILVER', activeSubscriptionUntil: at(365 * DAY_MS) }), NOW)).toBe(false);
  });

  it('is false for an active GOLD subscription without an end date', () => {
    expect(hasActiveSubscription(subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: null }), NOW)).toBe(false);
  });

  it('is false for a future end date without a subscription name', () => {
    expect(hasActiveSubscription(subject({ activeSubscriptionName: null, activeSubscriptionUntil: JUST_AFTER }), NOW)).toBe(false);
  });

  it('ignores the news trial', () => {
    expect(hasActiveSubscription(subject({ canReadNewsUntil: at(10 * DAY_MS) }), NOW)).toBe(false);
  });

  it('uses the now it is given rather than the clock', () => {
    const user = subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: '2000-01-01T00:00:00.000Z' });
    expect(hasActiveSubscription(user, new Date('1999-12-31T23:59:59.999Z'))).toBe(true);
    expect(hasActiveSubscription(user, new Date('2000-01-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('isInTrial', () => {
  it('is true without a subscription when the trial ends 1 ms after now', () => {
    expect(isInTrial(subject({ canReadNewsUntil: JUST_AFTER }), NOW)).toBe(true);
  });

  it('is false when the trial ends exactly now', () => {
    expect(isInTrial(subject({ canReadNewsUntil: EXACTLY_NOW }), NOW)).toBe(false);
  });

  it('is false when the trial ended 1 ms before now', () => {
    expect(isInTrial(subject({ canReadNewsUntil: JUST_BEFORE }), NOW)).toBe(false);
  });

  it('is false without a trial end', () => {
    expect(isInTrial(subject(), NOW)).toBe(false);
  });

  it('is false with an active GOLD subscription even while the trial runs', () => {
    const user = subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: JUST_AFTER, canReadNewsUntil: at(5 * DAY_MS) });
    expect(isInTrial(user, NOW)).toBe(false);
  });

  it('is false for lifetime INFINITE even while the trial runs', () => {
    expect(isInTrial(subject({ lifetimeSubscriptionName: 'INFINITE', canReadNewsUntil: at(5 * DAY_MS) }), NOW)).toBe(false);
  });

  it('is true again once the subscription ended and the trial still runs', () => {
    const user = subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: EXACTLY_NOW, canReadNewsUntil: JUST_AFTER });
    expect(isInTrial(user, NOW)).toBe(true);
  });
});

describe('trialDaysLeft', () => {
  it('is 30 right after sign-up', () => {
    const user = subject({ canReadNewsUntil: newsTrialEnd(NOW).toISOString() });
    expect(trialDaysLeft(user, NOW)).toBe(30);
    expect(trialDaysLeft(user, new Date(NOW.getTime() + 1))).toBe(30);
  });

  it('counts a started day as a whole day', () => {
    expect(trialDaysLeft(subject({ canReadNewsUntil: at(DAY_MS + 1) }), NOW)).toBe(2);
    expect(trialDaysLeft(subject({ canReadNewsUntil: at(DAY_MS) }), NOW)).toBe(1);
    expect(trialDaysLeft(subject({ canReadNewsUntil: at(DAY_MS - 1) }), NOW)).toBe(1);
  });

  it('is 1 when the trial ends 1 ms after now', () => {
    expect(trialDaysLeft(subject({ canReadNewsUntil: JUST_AFTER }), NOW)).toBe(1);
  });

  it('is 0 when the trial ends exactly now', () => {
    expect(trialDaysLeft(subject({ canReadNewsUntil: EXACTLY_NOW }), NOW)).toBe(0);
  });

  it('is 0 when the trial ended 1 ms before now, never negative', () => {
    expect(trialDaysLeft(subject({ canReadNewsUntil: JUST_BEFORE }), NOW)).toBe(0);
    expect(trialDaysLeft(subject({ canReadNewsUntil: at(-10 * DAY_MS) }), NOW)).toBe(0);
  });

  it('is 0 without a trial end', () => {
    expect(trialDaysLeft(subject(), NOW)).toBe(0);
  });

  it('is 0 with an active subscription even while the trial runs', () => {
    const user = subject({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: at(DAY_MS), canReadNewsUntil: at(10 * DAY_MS) });
    expect(trialDaysLeft(user, NOW)).toBe(0);
  });
});

describe('canReadNews', () => {
  it('is null when none of the three subscription fields is set', () => {
    expect(canReadNews(subject(), NOW)).toBeNull();
    expect(canReadNews(subject({ lifetimeSubscriptionName: 'GOLD' }), NOW)).toBeNull();
    expect(canReadNews(subject({ lifetimeSubscriptionName: null }), NOW)).toBeNull();
  });

  it('is true for lifetime INFINITE even when none of the three fields is set', () => {
    expect(canReadNews(subject({ lifetimeSubscriptionName: 'INFINITE' }), NOW)).toBe(true);
  });

  it('is true during the trial and false once it ended', () => {
    expect(canReadNews(subject({ canReadNewsUntil: JUST_AFTER }), NOW)).toBe(true);
    expect(canReadNews(subject({ canReadNewsUntil: EXACTLY_NOW }), NOW)).toBe(false);
    expect(canReadNews(subject({ canReadNewsUntil: JUST_BEFORE }), NOW)).toBe(false);
  });

  it('is true with an active subscription and false once it ended', () => {
    expect(canReadNews(subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: JUST_AFTER }), NOW)).toBe(true);
    expect(canReadNews(subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: EXACTLY_NOW }), NOW)).toBe(false);
    expect(canReadNews(subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: JUST_BEFORE }), NOW)).toBe(false);
  });

  it('is false (not null) when only the subscription name is set', () => {
    expect(canReadNews(subject({ activeSubscriptionName: 'SILVER' }), NOW)).toBe(false);
  });

  it('is false (not null) when only the subscription end is set', () => {
    expect(canReadNews(subject({ activeSubscriptionUntil: JUST_AFTER }), NOW)).toBe(false);
  });

  it('is false for a SILVER subscription with a future end and no trial', () => {
    expect(canReadNews(subject({ activeSubscriptionName: 'SILVER', activeSubscriptionUntil: JUST_AFTER }), NOW)).toBe(false);
  });
});

describe('isPremium', () => {
  it('is true for lifetime INFINITE', () => {
    expect(isPremium(subject({ lifetimeSubscriptionName: 'INFINITE' }), NOW)).toBe(true);
  });

  it('is true for an active INFINITE subscription ending 1 ms after now', () => {
    expect(isPremium(subject({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: JUST_AFTER }), NOW)).toBe(true);
  });

  it('is false for an active INFINITE subscription ending exactly now or 1 ms before', () => {
    expect(isPremium(subject({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: EXACTLY_NOW }), NOW)).toBe(false);
    expect(isPremium(subject({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: JUST_BEFORE }), NOW)).toBe(false);
  });

  it('is false for an active INFINITE subscription without an end date', () => {
    expect(isPremium(subject({ activeSubscriptionName: 'INFINITE' }), NOW)).toBe(false);
  });

  it('is false for an active GOLD subscription, which is active but not premium', () => {
    const user = subject({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: JUST_AFTER });
    expect(hasActiveSubscription(user, NOW)).toBe(true);
    expect(isPremium(user, NOW)).toBe(false);
  });

  it('is false for lifetime GOLD or SILVER and during the trial', () => {
    expect(isPremium(subject({ lifetimeSubscriptionName: 'GOLD' }), NOW)).toBe(false);
    expect(isPremium(subject({ lifetimeSubscriptionName: 'SILVER', canReadNewsUntil: at(DAY_MS) }), NOW)).toBe(false);
  });
});

describe('hasCryptoServer', () => {
  it('is true when one of the servers has type CRYPTO', () => {
    expect(hasCryptoServer({ servers: [{ type: 'MT4' }, { type: 'CRYPTO' }] })).toBe(true);
  });

  it('is false without servers or with other types only', () => {
    expect(hasCryptoServer({ servers: [] })).toBe(false);
    expect(hasCryptoServer({ servers: [{ type: 'MT4' }] })).toBe(false);
  });

  it('compares the type exactly', () => {
    expect(hasCryptoServer({ servers: [{ type: 'crypto' }] })).toBe(false);
  });
});

describe('licenceFlags', () => {
  it('raises no flag without products', () => {
    expect(licenceFlags([])).toEqual({ pro: false, proPlus: false });
  });

  it('raises pro for the pro code only', () => {
    expect(licenceFlags(['pro'])).toEqual({ pro: true, proPlus: false });
  });

  it.each(['pro+', 'proplus', 'pro+_centurion'])('raises proPlus for %s', (code) => {
    expect(licenceFlags([code])).toEqual({ pro: false, proPlus: true });
  });

  it('raises both when both kinds are owned', () => {
    expect(licenceFlags(['essentials', 'pro', 'pro+_centurion'])).toEqual({ pro: true, proPlus: true });
  });

  it('raises nothing for other product codes or differently cased codes', () => {
    expect(licenceFlags(['arya', 'arya+', 'scanner', 'centurion', 'trademanager', 'trademanager+', 'essentials', 'essentials+'])).toEqual({
      pro: false,
      proPlus: false,
    });
    expect(licenceFlags(['PRO', 'Pro+'])).toEqual({ pro: false, proPlus: false });
  });
});

describe('shouldShowOnboarding', () => {
  it.each([
    { hasSkippedInterests: false, hasSetInterests: false, expected: true },
    { hasSkippedInterests: true, hasSetInterests: false, expected: false },
    { hasSkippedInterests: false, hasSetInterests: true, expected: false },
    { hasSkippedInterests: true, hasSetInterests: true, expected: false },
  ])('skipped=$hasSkippedInterests set=$hasSetInterests → $expected', ({ expected, ...user }) => {
    expect(shouldShowOnboarding(user)).toBe(expected);
  });
});

describe('hasPlanAndAlias', () => {
  const none = { alias: 'my-alias', canReadNewsUntil: null, lifetimeSubscriptionName: null, activeSubscriptionUntil: null };

  it('is true with an alias and a trial end', () => {
    expect(hasPlanAndAlias({ ...none, canReadNewsUntil: JUST_BEFORE })).toBe(true);
  });

  it('is true with an alias and a lifetime name', () => {
    expect(hasPlanAndAlias({ ...none, lifetimeSubscriptionName: 'SILVER' })).toBe(true);
  });

  it('is true with an alias and an active-subscription end', () => {
    expect(hasPlanAndAlias({ ...none, activeSubscriptionUntil: JUST_AFTER })).toBe(true);
  });

  it('is false with an alias but no plan field', () => {
    expect(hasPlanAndAlias(none)).toBe(false);
  });

  it('is false without an alias, or with an empty one, even when every plan field is set', () => {
    const plan = { canReadNewsUntil: JUST_AFTER, lifetimeSubscriptionName: 'INFINITE', activeSubscriptionUntil: JUST_AFTER };
    expect(hasPlanAndAlias({ ...plan, alias: null })).toBe(false);
    expect(hasPlanAndAlias({ ...plan, alias: '' })).toBe(false);
  });

  it('treats empty strings in the plan fields as unset', () => {
    expect(hasPlanAndAlias({ alias: 'my-alias', canReadNewsUntil: '', lifetimeSubscriptionName: '', activeSubscriptionUntil: '' })).toBe(false);
  });
});

describe('isCoach', () => {
  it('is true for signal_publisher and values starting with it', () => {
    expect(isCoach('signal_publisher')).toBe(true);
    expect(isCoach('signal_publisher_gold')).toBe(true);
  });

  it('is false for other, differently cased or padded values', () => {
    expect(isCoach('verified')).toBe(false);
    expect(isCoach('SIGNAL_PUBLISHER')).toBe(false);
    expect(isCoach(' signal_publisher')).toBe(false);
    expect(isCoach('signal_publishe')).toBe(false);
    expect(isCoach('')).toBe(false);
  });

  it('is false for null and undefined', () => {
    expect(isCoach(null)).toBe(false);
    expect(isCoach(undefined)).toBe(false);
  });
});

describe('isStaff', () => {
  it.each(['staff', 'admin'])('is true for %s', (role) => {
    expect(isStaff(role)).toBe(true);
  });

  it.each(['user', 'Admin', 'STAFF', 'staff ', ''])('is false for %j', (role) => {
    expect(isStaff(role)).toBe(false);
  });

  it('is false for null and undefined', () => {
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});

describe('defaultDisplayName', () => {
  it('keeps the account name as typed, only trimmed', () => {
    expect(defaultDisplayName('  Jean Dupont ', 'other@example.com')).toBe('Jean Dupont');
    expect(defaultDisplayName('Élodie MARTIN-Lefèvre de la Tour', 'x@example.com')).toBe('Élodie MARTIN-Lefèvre de la Tour');
  });

  it('falls back to the lowercased local part of the e-mail', () => {
    expect(defaultDisplayName(null, 'Jean.Dupont@Example.com')).toBe('jean.dupont');
    expect(defaultDisplayName(undefined, 'trader@example.com')).toBe('trader');
    expect(defaultDisplayName('', 'trader@example.com')).toBe('trader');
    expect(defaultDisplayName('   ', 'trader@example.com')).toBe('trader');
  });

  it('cuts the e-mail local part to 20 characters', () => {
    expect(defaultDisplayName(null, 'a.very.long.local.part.indeed@example.com')).toBe('a.very.long.local.pa');
  });

  it('uses the whole value when the e-mail has no local part', () => {
    expect(defaultDisplayName(null, '@Example.com')).toBe('@example.com');
    expect(defaultDisplayName(null, 'NoAtSign')).toBe('noatsign');
  });
});

describe('newsTrialEnd', () => {
  it('is exactly 30 days of milliseconds after the start', () => {
    const start = new Date('2026-03-03T12:34:56.789Z');
    expect(newsTrialEnd(start).toISOString()).toBe('2026-04-02T12:34:56.789Z');
    expect(newsTrialEnd(start).getTime() - start.getTime()).toBe(30 * DAY_MS);
  });

  it('does not change the start date', () => {
    const start = new Date('2026-03-03T00:00:00.000Z');
    newsTrialEnd(start);
    expect(start.toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });

  it('gives a trial that is running 1 ms before its end and over at its end', () => {
    const end = newsTrialEnd(NOW);
    const user = subject({ canReadNewsUntil: end.toISOString() });
    expect(isInTrial(user, new Date(end.getTime() - 1))).toBe(true);
    expect(isInTrial(user, end)).toBe(false);
  });
});

describe('canSeeUpgrade', () => {
  it('is true with the pro licence, French and the flag on', () => {
    expect(canSeeUpgrade({ products: ['pro'] }, 'fr', true)).toBe(true);
  });

  it('is true with the proPlus licence, French and the flag on', () => {
    expect(canSeeUpgrade({ products: ['proplus'] }, 'fr', true)).toBe(true);
  });

  it('is false with the flag off', () => {
    expect(canSeeUpgrade({ products: ['pro'] }, 'fr', false)).toBe(false);
  });

  it('is false in English', () => {
    expect(canSeeUpgrade({ products: ['pro', 'pro+'] }, 'en', true)).toBe(false);
  });

  it('is false without a pro or proPlus licence', () => {
    expect(canSeeUpgrade({ products: [] }, 'fr', true)).toBe(false);
    expect(canSeeUpgrade({ products: ['essentials', 'arya+'] }, 'fr', true)).toBe(false);
  });
});
