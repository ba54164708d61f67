import { COIN_ENTRIES_PAGE_SIZE, coinBalance, type CoinEntriesPage } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import * as repository from './coins.repository.ts';

/** The member's balance and a keyset page of their coins ledger, newest first (two statements). */
export async function listMyCoins(db: Database, userId: string, query: { limit?: number | undefined; cursor?: string | undefined }, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<CoinEntriesPage> {
  const [summary, page] = await Promise.all([
    repository.findCoinSummary(db, userId),
    repository.findCoinEntriesPage(db, userId, { limit: query.limit ?? COIN_ENTRIES_PAGE_SIZE, cursor: query.cursor }),
  ]);
  if (!summary) return fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  const phoneVerified = summary.phoneNumberVerified === true && summary.phoneNumber !== null;
  const balance = coinBalance({ total: Number(summary.total), wheelPrize: summary.wheelPrize, phoneVerified });
  return {
    balance,
    items: page.items.map((row) => ({
      id: String(row.id),
      reason: row.reason,
      amount: row.amount,
      createdAt: row.createdAt.toISOString(),
      locked: row.reason === 'onboarding_wheel' && !phoneVerified,
      note: row.reason === 'staff' ? row.note : null,
      referredName: row.reason === 'referral' ? row.referredName : null,
    })),
    nextCursor: page.nextCursor,
  };
}
