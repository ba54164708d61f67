import { hasActiveSubscription, isPremium } from '@arya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedDependencies } from '../src/seed/demo-seed.ts';
import { seedDemoBilling } from '../src/seed/demo-billing.ts';
import { invoicesOf, me, newMember, ordersOf, subscriptionsOf } from './helpers/billing.ts';
import { setPlan } from './helpers/plans.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo billing seed', () => {
  it("gives the premium demo member their GOLD plan as a paid yearly subscription with its invoice, once, and keeps the plan's end", async () => {
    const { cookie, userId } = await newMember(t);
    await setPlan(t, userId, 'GOLD');
    const before = await me(t, cookie);
    const deps = { db: t.database.db, config: t.config } as SeedDependencies;
    await seedDemoBilling(deps, new Map([['premium', userId]]));
    await seedDemoBilling(deps, new Map([['premium', userId]]));

    const after = await me(t, cookie);
    expect(after.activeSubscriptionName).toBe('GOLD');
    expect(after.activeSubscriptionUntil).toBe(before.activeSubscriptionUntil);
    expect(hasActiveSubscription(after)).toBe(true);
    expect(isPremium(after)).toBe(false);
    const { items: subscriptions } = await subscriptionsOf(t, cookie);
    expect(subscriptions).toMatchObject([{ tier: 'GOLD', plan: 'yearly', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: before.activeSubscriptionUntil }]);
    expect((await invoicesOf(t, cookie)).items).toMatchObject([{ status: 'paid', amountCents: 11960 }]);
    expect(await ordersOf(t, userId)).toMatchObject([{ status: 'paid', subscriptionId: subscriptions[0]?.id }]);
  });
});
