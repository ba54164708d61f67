import { COIN_ENTRIES_PAGE_SIZE, coinBalance, type CoinEntriesPage } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { cursorFromQuery, keysetPage } from '../../db/keyset.ts';
import { AppError } from '../../errors.ts';
import * as repository from './coins.repository.ts';

/** A ledger id in a cursor: the digits of a bigint, nothing else reaches the database. */
const LEDGER_ID = /^[1-9]\d{0,17}$/;

/** The member's balance and a keyset page of their coins ledger, newest first (two statements). */
export async function listMyCoins(db: Database, userId: string, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<CoinEntriesPage> {
  const limit = query.limit ?? COIN_ENTRIES_PAGE_SIZE;
  const cursor = cursorFromQuery(query.cursor, 1);
  const afterId = cursor?.ids[0];
  if (cursor && (afterId === undefined || !LEDGER_ID.test(afterId))) throw new AppError('VALIDATION_ERROR', 'Unknown cursor');
  const [summary, rows] = await Promise.all([
    repository.findCoinSummary(db, userId),
    repository.findCoinEntriesPage(db, userId, limit + 1, cursor && afterId ? { at: cursor.at, id: afterId } : null),
  ]);
  if (!summary) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
  const phoneVerified = summary.phoneNumberVerified === true && summary.phoneNumber !== null;
  const balance = coinBalance({ total: Number(summary.total), wheelPrize: summary.wheelPrize, phoneVerified });
  const page = keysetPage(rows, limit, (row) => ({ at: row.cursorDate, ids: [String(row.id)] }));
  return {
    balance,
    items: page.rows.map((row) => ({
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
