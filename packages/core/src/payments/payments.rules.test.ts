import { describe, expect, it } from 'vitest';
import { invoiceNumber, periodEnd, planAmountCents, subscriptionStatusAt, vatBreakdown, yearlySavingPercent } from './payments.rules.ts';

describe('premium prices', () => {
  it('charges the weekly price for the weeks of the period', () => {
    expect(planAmountCents('yearly')).toBe(11960); // 2.30 € × 52
    expect(planAmountCents('monthly')).toBe(4897); // 11.30 € × 52 / 12, rounded
  });

  it('presents the yearly plan as an 80 % saving', () => {
    expect(yearlySavingPercent()).toBe(80);
  });
});

describe('periodEnd', () => {
  it('adds a calendar month or year', () => {
    expect(periodEnd(new Date('2026-03-15T10:00:00Z'), 'month').toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(periodEnd(new Date('2026-03-15T10:00:00Z'), 'year').toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(periodEnd(new Date('2026-12-20T00:00:00Z'), 'month').toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(periodEnd(new Date('2026-01-31T08:00:00Z'), 'month').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T08:00:00Z'), 'year').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });
});

describe('vatBreakdown', () => {
  it('splits a price VAT included at 20 %', () => {
    expect(vatBreakdown(11960)).toEqual({ netCents: 9967, vatCents: 1993, totalCents: 11960, rateBasisPoints: 2000 });
    expect(vatBreakdown(4897)).toEqual({ netCents: 4081, vatCents: 816, totalCents: 4897, rateBasisPoints: 2000 });
  });

  it('always adds up to the total', () => {
    for (const total of [1, 2, 3, 99, 101, 12345, 99999]) {
      const { netCents, vatCents } = vatBreakdown(total);
      expect(netCents + vatCents).toBe(total);
    }
  });
});

describe('invoiceNumber', () => {
  it('carries the year and a six-digit sequence', () => {
    expect(invoiceNumber(2026, 1)).toBe('ARYA-2026-000001');
    expect(invoiceNumber(2027, 123456)).toBe('ARYA-2027-123456');
  });
});

describe('subscriptionStatusAt', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('is void once an active period is over', () => {
    expect(subscriptionStatusAt({ status: 'active', currentPeriodEnd: '2026-05-31T23:59:59Z' }, now)).toBe('void');
    expect(subscriptionStatusAt({ status: 'active', currentPeriodEnd: '2026-06-02T00:00:00Z' }, now)).toBe('active');
    expect(subscriptionStatusAt({ status: 'pending', currentPeriodEnd: '2026-05-01T00:00:00Z' }, now)).toBe('pending');
  });
});
