import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_DAYS, CONSENT_VERSION } from './consent.constants.ts';
import { analyticsAllowed, consentExpiresAt, consentIsCurrent, parseConsentCookie, serializeConsentCookie, type ConsentChoice } from './consent.rules.ts';

const ID = '3f2b8c1e-7d4a-4b6e-9c2d-1a5e8f7b6c4d';
const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const choice = (overrides: Partial<ConsentChoice> = {}): ConsentChoice => ({ v: CONSENT_VERSION, id: ID, analytics: true, at: NOW.toISOString(), ...overrides });

describe('parseConsentCookie', () => {
  it('reads back what serializeConsentCookie wrote', () => {
    expect(parseConsentCookie(serializeConsentCookie(choice({ analytics: false })))).toEqual(choice({ analytics: false }));
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['text that is not JSON', 'yes'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
    ['an id that is not a UUID', JSON.stringify({ ...choice(), id: 'abc' })],
    ['a choice that is not a boolean', JSON.stringify({ ...choice(), analytics: 'true' })],
    ['no version', JSON.stringify({ id: ID, analytics: true, at: NOW.toISOString() })],
    ['a date that is not one', JSON.stringify({ ...choice(), at: 'yesterday' })],
    ['a very long value', JSON.stringify({ ...choice(), v: 'x'.repeat(600) })],
  ])('answers null for %s', (_label, raw) => {
    expect(parseConsentCookie(raw)).toBeNull();
  });

  it('lower-cases the consent id', () => {
    expect(parseConsentCookie(JSON.stringify(choice({ id: ID.toUpperCase() })))?.id).toBe(ID);
  });
});

describe('consentIsCurrent', () => {
  it('holds a choice of the current version made today', () => {
    expect(consentIsCurrent(choice(), NOW)).toBe(true);
  });

  it(`holds it until ${CONSENT_MAX_AGE_DAYS} days have passed, not after`, () => {
    const at = new Date(NOW.getTime() - CONSENT_MAX_AGE_DAYS * DAY);
    expect(consentIsCurrent(choice({ at: new Date(at.getTime() + 1000).toISOString() }), NOW)).toBe(true);
    expect(consentIsCurrent(choice({ at: at.toISOString() }), NOW)).toBe(false);
    expect(consentExpiresAt(at).getTime()).toBe(NOW.getTime());
  });

  it('asks again when the version changed', () => {
    expect(consentIsCurrent(choice({ v: '2020-01' }), NOW)).toBe(false);
  });

  it('does not trust a date far in the future', () => {
    expect(consentIsCurrent(choice({ at: new Date(NOW.getTime() + 30 * DAY).toISOString() }), NOW)).toBe(false);
  });

  it('answers false without a choice', () => {
    expect(consentIsCurrent(null, NOW)).toBe(false);
  });
});

describe('analyticsAllowed', () => {
  it('only for a current choice that accepts analytics', () => {
    expect(analyticsAllowed(choice(), NOW)).toBe(true);
    expect(analyticsAllowed(choice({ analytics: false }), NOW)).toBe(false);
    expect(analyticsAllowed(choice({ v: 'old' }), NOW)).toBe(false);
    expect(analyticsAllowed(null, NOW)).toBe(false);
  });
});
