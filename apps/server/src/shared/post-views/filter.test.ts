import { PREMIUM_COACHES_GROUP, type ReaderAccess } from '@arya/core';
import { describe, expect, it } from 'vitest';
import { NO_PLAN, viewerOf, VISITOR } from '../viewer.ts';
import { lockUnreadable } from './filter.ts';
import type { HydratedPost } from './hydrate.ts';

const row = (authorId: string, restrictedTo: string | null, news: { availableFor: { Subscription: 'SILVER' | 'GOLD' | 'INFINITE'; Language: 'fr' | 'en' }[] } | null = null) =>
  ({ post: { authorId, id: `${authorId}-p`, restrictedTo, isDeleted: false }, author: { publicProfile: true }, news: news ? { id: 'n1', ...news } : null }) as unknown as HydratedPost;

const plan = (access: Partial<ReaderAccess>) => viewerOf({ id: 'reader', access: { ...NO_PLAN, ...access } });
const locked = (rows: HydratedPost[], viewer: ReturnType<typeof viewerOf>) => lockUnreadable(rows, viewer).map((item) => item.locked);

describe('lockUnreadable', () => {
  it('leaves open posts readable for everyone', () => {
    expect(locked([row('a', null)], VISITOR)).toEqual([false]);
  });

  it("leaves a private member's posts out for visitors, and open to members", () => {
    const unlisted = { ...row('private', null), author: { publicProfile: false } } as unknown as HydratedPost;
    expect(locked([unlisted, row('a', null)], VISITOR)).toEqual([false]);
    expect(lockUnreadable([unlisted], VISITOR)).toEqual([]);
    expect(locked([unlisted], plan({}))).toEqual([false]);
  });

  it("locks a coach's idea but for its author, staff and active subscribers; a trial is not enough", () => {
    const idea = row('coach', PREMIUM_COACHES_GROUP);
    expect(locked([idea], VISITOR)).toEqual([true]);
    expect(locked([idea], plan({ trial: true }))).toEqual([true]);
    expect(locked([idea], plan({}))).toEqual([true]);
    expect(locked([idea], viewerOf({ id: 'coach' }))).toEqual([false]);
    expect(locked([idea], plan({ activeSubscription: true, tier: 'GOLD' }))).toEqual([false]);
    expect(locked([idea], plan({ staff: true }))).toEqual([false]);
  });

  it('locks a news item unless it is offered to the reader’s plan and language (and they may read news)', () => {
    const news = row('staff', null, { availableFor: [{ Subscription: 'GOLD', Language: 'fr' }] });
    expect(locked([news], plan({ activeSubscription: true, tier: 'GOLD', language: 'fr' }))).toEqual([false]);
    expect(locked([news], plan({ activeSubscription: true, tier: 'GOLD', language: 'en' }))).toEqual([true]);
    expect(locked([news], plan({ activeSubscription: true, tier: 'INFINITE', language: 'fr' }))).toEqual([true]);
    expect(locked([news], plan({ tier: 'GOLD', language: 'fr' }))).toEqual([true]);
    expect(locked([news], plan({ staff: true }))).toEqual([false]);
    expect(locked([news], VISITOR)).toEqual([true]);
  });
});
