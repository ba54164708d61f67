import { describe, expect, it } from 'vitest';
import { STAFF_COINS_GRANT_MAX } from './staff.constants.ts';
import { grantDayProblem, grantEndOfDay, isCalendarDay } from './staff.rules.ts';
import { grantCoinsInputSchema, grantLicenceInputSchema, grantSubscriptionInputSchema, staffMemberLookupQuerySchema } from './staff.schemas.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2027-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '26-01-01', '2026-01-01T00:00', '']) expect(isCalendarDay(value)).toBe(false);
  });
});

describe('grantDayProblem', () => {
  it('lasts through the last day, in UTC', () => {
    expect(grantEndOfDay('2026-11-24').toISOString()).toBe('2026-11-24T23:59:59.999Z');
    expect(grantDayProblem('2026-11-24', NOW)).toBeNull();
  });

  it('refuses a day already over and one more than ten years ahead', () => {
    expect(grantDayProblem('2026-11-23', NOW)).toBe('past');
    expect(grantDayProblem('2036-11-23', NOW)).toBeNull();
    expect(grantDayProblem('2036-11-25', NOW)).toBe('tooFar');
  });
});

describe('staff schemas', () => {
  it('a subscription grant needs a tier staff may grant and a day ahead', () => {
    expect(grantSubscriptionInputSchema.safeParse({ tier: 'GOLD', until: dayFromNow(30) }).success).toBe(true);
    expect(messageOf(grantSubscriptionInputSchema.safeParse({ tier: 'SILVER', until: dayFromNow(30) }))).toBe('required');
    expect(messageOf(grantSubscriptionInputSchema.safeParse({ tier: 'INFINITE', until: dayFromNow(-2) }))).toBe('staff_date_past');
    expect(messageOf(grantSubscriptionInputSchema.safeParse({ tier: 'INFINITE', until: dayFromNow(4000) }))).toBe('staff_date_too_far');
    expect(messageOf(grantSubscriptionInputSchema.safeParse({ tier: 'INFINITE', until: '2027-02-30' }))).toBe('staff_date_invalid');
    expect(messageOf(grantSubscriptionInputSchema.safeParse({ tier: 'INFINITE', until: '' }))).toBe('required');
  });

  it('a licence grant needs a product code; its last day is optional', () => {
    expect(grantLicenceInputSchema.safeParse({ product: 'pro' }).success).toBe(true);
    expect(grantLicenceInputSchema.safeParse({ product: 'pro+', expiresOn: '' }).success).toBe(true);
    expect(grantLicenceInputSchema.safeParse({ product: 'scanner', expiresOn: dayFromNow(10) }).success).toBe(true);
    expect(grantLicenceInputSchema.safeParse({ product: 'mt5' }).success).toBe(false);
    expect(messageOf(grantLicenceInputSchema.safeParse({ product: 'pro', expiresOn: dayFromNow(-5) }))).toBe('staff_date_past');
  });

  it('coins: a whole positive amount within the bound, and a note', () => {
    expect(grantCoinsInputSchema.safeParse({ amount: 250, note: 'Contest prize' }).success).toBe(true);
    expect(grantCoinsInputSchema.safeParse({ amount: STAFF_COINS_GRANT_MAX, note: 'Max' }).success).toBe(true);
    for (const amount of [0, -5, 1.5, STAFF_COINS_GRANT_MAX + 1, Number.NaN, '100']) {
      expect(messageOf(grantCoinsInputSchema.safeParse({ amount, note: 'Contest prize' })), String(amount)).toBe('staff_coins_range');
    }
    expect(messageOf(grantCoinsInputSchema.safeParse({ amount: 10, note: '  ' }))).toBe('staff_note_required');
    expect(messageOf(grantCoinsInputSchema.safeParse({ amount: 10, note: 'x'.repeat(201) }))).toBe('tooLong');
  });

  it('the lookup needs something to look for', () => {
    expect(staffMemberLookupQuerySchema.safeParse({ q: ' julie@example.com ' }).data?.q).toBe('julie@example.com');
    expect(messageOf(staffMemberLookupQuerySchema.safeParse({ q: '   ' }))).toBe('required');
  });
});
