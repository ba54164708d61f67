import type { CurrentUser } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../../test/kit.ts';
import { mayOpenIdeas } from './ideas-access.ts';

const now = new Date('2025-06-15T12:00:00Z');
const later = '2025-07-01T00:00:00Z';
const earlier = '2025-06-01T00:00:00Z';

const member = (fields: Partial<CurrentUser> = {}): CurrentUser => makeCurrentUser(fields);

describe('who may open the ideas page', () => {
  it('lets a member in their news trial in', () => {
    expect(mayOpenIdeas(member({ canReadNewsUntil: later }), now)).toBe(true);
  });

  it('keeps a member whose trial ended out', () => {
    expect(mayOpenIdeas(member({ canReadNewsUntil: earlier }), now)).toBe(false);
  });

  it('keeps a member who never had a trial nor a subscription out', () => {
    expect(mayOpenIdeas(member(), now)).toBe(false);
  });

  it('lets an active GOLD subscriber in, not one whose GOLD subscription ended', () => {
    expect(mayOpenIdeas(member({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: later }), now)).toBe(true);
    expect(mayOpenIdeas(member({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: earlier }), now)).toBe(false);
  });

  it('lets a lifetime INFINITE member in without any end date', () => {
    expect(mayOpenIdeas(member({ lifetimeSubscriptionName: 'INFINITE' }), now)).toBe(true);
  });

  it('lets staff in whatever their plan', () => {
    expect(mayOpenIdeas(member({ role: 'staff' }), now)).toBe(true);
    expect(mayOpenIdeas(member({ role: 'admin' }), now)).toBe(true);
  });

  it('keeps visitors out', () => {
    expect(mayOpenIdeas(null, now)).toBe(false);
  });
});
