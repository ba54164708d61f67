import type { Subscription } from '@arya/core/contract';
import type { AccessSubject } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { premiumPageState } from './premium-state.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const NEXT_YEAR = '2027-06-01T00:00:00.000Z';
const member: AccessSubject = { lifetimeSubscriptionName: 'SILVER', activeSubscriptionName: null, activeSubscriptionUntil: null, canReadNewsUntil: null, servers: [], products: [] };
const premiumMember: AccessSubject = { ...member, activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: NEXT_YEAR };
const subscription: Subscription = {
  id: 's1',
  plan: 'yearly',
  tier: 'INFINITE',
  status: 'active',
  currentPeriodStart: '2026-05-01T00:00:00.000Z',
  currentPeriodEnd: NEXT_YEAR,
  cancelAtPeriodEnd: false,
  cancelledAt: null,
  source: 'dev',
  amountCents: 11960,
  currency: 'EUR',
  createdAt: '2026-05-01T00:00:00.000Z',
};

describe('premiumPageState', () => {
  it('offers the plans to a member without premium, whatever ended before', () => {
    expect(premiumPageState(member, [], NOW)).toEqual({ kind: 'offers' });
    expect(premiumPageState(member, [{ ...subscription, status: 'void' }], NOW)).toEqual({ kind: 'offers' });
  });

  it('shows the subscription that runs and renews, premium or Gold', () => {
    expect(premiumPageState(premiumMember, [subscription], NOW)).toEqual({ kind: 'subscription', subscription });
    const gold = { ...subscription, tier: 'GOLD' as const };
    expect(premiumPageState({ ...member, activeSubscriptionName: 'GOLD', activeSubscriptionUntil: NEXT_YEAR }, [gold], NOW)).toEqual({ kind: 'subscription', subscription: gold });
  });

  it('shows a cancelled subscription to the member it still makes premium', () => {
    const cancelled = { ...subscription, cancelAtPeriodEnd: true };
    expect(premiumPageState(premiumMember, [cancelled], NOW)).toEqual({ kind: 'subscription', subscription: cancelled });
  });

  it('tells a member premium for life or until a date without a subscription of their own', () => {
    expect(premiumPageState({ ...member, lifetimeSubscriptionName: 'INFINITE' }, [], NOW)).toEqual({ kind: 'lifetime' });
    expect(premiumPageState(premiumMember, [], NOW)).toEqual({ kind: 'until', until: NEXT_YEAR });
  });
});
