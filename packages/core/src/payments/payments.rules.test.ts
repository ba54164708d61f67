import { describe, expect, it } from 'vitest';
import { checkoutReturnPaths, invoiceNumber, invoiceYear, periodEnd, planAmountCents, preventsNewCheckout, subscriptionRuns, subscriptionStatusAt, vatBreakdown, yearlySavingPercent } from './payments.rules.ts';

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

describe('invoiceYear', () => {
  it('is the calendar year in French time', () => {
    expect(invoiceYear(new Date('2026-06-01T12:00:00Z'))).toBe(2026);
    // 31 December 23:30 UTC is already 1 January in Paris.
    expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});

describe('subscriptionRuns and preventsNewCheckout', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const running = { status: 'active' as const, currentPeriodEnd: '2027-06-01T00:00:00Z', cancelAtPeriodEnd: false };

  it('a running subscription that renews stops a new checkout', () => {
    expect(subscriptionRuns(running, now)).toBe(true);
    expect(preventsNewCheckout(running, now)).toBe(true);
  });

  it('a cancelled one still runs until its end but lets the member subscribe again', () => {
    const cancelled = { ...running, cancelAtPeriodEnd: true };
    expect(subscriptionRuns(cancelled, now)).toBe(true);
    expect(preventsNewCheckout(cancelled, now)).toBe(false);
  });

  it('an ended, void or unpaid one neither runs nor stops anything', () => {
    for (const subscription of [
      { ...running, currentPeriodEnd: '2026-05-31T00:00:00Z' },
      { ...running, status: 'void' as const },
      { ...running, status: 'incomplete' as const },
    ]) {
      expect(subscriptionRuns(subscription, now)).toBe(false);
      expect(preventsNewCheckout(subscription, now)).toBe(false);
    }
  });
});

describe('checkoutReturnPaths', () => {
  it('lead to the orders page with the success mark, or back to premium, in the language', () => {
    expect(checkoutReturnPaths('fr')).toEqual({ success: '/my-account/order-subscription?checkout=success', cancel: '/my-account/arya-premium' });
    expect(checkoutReturnPaths('en')).toEqual({ success: '/en/my-account/order-subscription?checkout=success', cancel: '/en/my-account/arya-premium' });
  });
});
