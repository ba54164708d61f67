import { describe, expect, it } from 'vitest';
import { aliasChangeableFrom, canChangeAlias, displayNameOf, isSearchableTerm, sameAlias, shownTrustScore, splitDisplayName } from './people.rules.ts';
import { profileInputSchema } from './profile.schemas.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('trust score shown', () => {
  it('is the score divided by 1000, rounded down, and only above 0', () => {
    expect(shownTrustScore(0)).toBeNull();
    expect(shownTrustScore(999)).toBeNull();
    expect(shownTrustScore(1000)).toBe(1);
    expect(shownTrustScore(4999)).toBe(4);
    expect(shownTrustScore(-5000)).toBeNull();
  });
});

describe('display name', () => {
  it('is the first name, a space and the last name', () => {
    expect(displayNameOf(' Ana ', ' Martin ')).toBe('Ana Martin');
    expect(displayNameOf('Ana', '')).toBe('Ana');
  });

  it('splits at its first space when no first and last names were stored', () => {
    expect(splitDisplayName('Jean-Pierre de la Tour')).toEqual({ firstName: 'Jean-Pierre', lastName: 'de la Tour' });
    expect(splitDisplayName('Ana')).toEqual({ firstName: 'Ana', lastName: '' });
  });
});

describe('alias changes', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('are allowed when never changed, refused 10 days after a change and allowed again 30 days after', () => {
    expect(canChangeAlias(null, now)).toBe(true);
    expect(canChangeAlias(new Date(now.getTime() - 10 * DAY), now)).toBe(false);
    expect(canChangeAlias(new Date(now.getTime() - 30 * DAY), now)).toBe(true);
    expect(aliasChangeableFrom('2026-11-13T12:00:00Z')?.toISOString()).toBe('2026-12-13T12:00:00.000Z');
  });

  it('compare without case', () => {
    expect(sameAlias('Ana-Trade', 'ana-trade')).toBe(true);
    expect(sameAlias('ana', null)).toBe(false);
  });
});

describe('the profile form schema', () => {
  const valid = {
    firstName: 'Ana',
    lastName: '',
    phone: '',
    organization: '',
    language: 'fr',
    address: '',
    postalCode: '',
    city: '',
    job: '',
    biography: '',
    isPublic: true,
    alias: '',
  } as const;
  const messages = (input: Record<string, unknown>) => {
    const result = profileInputSchema.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('gives each alias refusal its own message key', () => {
    expect(messages({ alias: 'ana-1' })).toEqual(['alias:ALIAS_TOO_SHORT']);
    expect(messages({ alias: 'a'.repeat(101) })).toEqual(['alias:ALIAS_TOO_LONG']);
    expect(messages({ alias: 'ana martin' })).toEqual(['alias:ALIAS_INVALID_CHARACTERS']);
    expect(messages({ alias: 'ana_martin' })).toEqual(['alias:ALIAS_INVALID_CHARACTERS']);
    expect(messages({ alias: 'Ana-Martin-2026' })).toEqual([]);
  });

  it('removes whitespace from the phone, answers it in E.164 and refuses a number without country code', () => {
    expect(profileInputSchema.parse({ ...valid, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    expect(messages({ phone: '06 12 34 56 78' })).toEqual(['phone:invalid_phone']);
    expect(messages({ phone: '+33 1' })).toEqual(['phone:invalid_phone']);
  });

  it('defaults the country to FR and requires a first name', () => {
    expect(profileInputSchema.parse(valid).country).toBe('FR');
    expect(messages({ firstName: '   ' })).toEqual(['firstName:required']);
  });
});

describe('search terms', () => {
  it('are sent from 3 characters', () => {
    expect(isSearchableTerm('ma')).toBe(false);
    expect(isSearchableTerm(' ma ')).toBe(false);
    expect(isSearchableTerm('mar')).toBe(true);
  });
});
