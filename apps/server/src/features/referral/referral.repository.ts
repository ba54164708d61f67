import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { coinEntries, userProtected, users } from '../../db/schema/index.ts';

/** The member whose code (system alias) this is, never the member themselves; null for an unknown code. */
export async function findReferrerId(tx: Transaction, code: string, selfId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.systemAlias, code), ne(users.id, selfId)))
    .limit(1);
  return row?.id ?? null;
}

/** Who referred this member (recorded when their profile was made), if anyone. */
export async function findReferrerOf(tx: Transaction, userId: string): Promise<string | null> {
  const [row] = await tx.select({ referrer: userProtected.referrer }).from(userProtected).where(eq(userProtected.userId, userId));
  return row?.referrer ?? null;
}

/**
 * Locks the referrer's protected row for the rest of the transaction, so the referrals they earn
 * coins for settle one after the other and the cap holds; false when the referrer is gone.
 */
export async function lockReferrer(tx: Transaction, referrerId: string): Promise<boolean> {
  const rows = await tx.select({ id: userProtected.userId }).from(userProtected).where(eq(userProtected.userId, referrerId)).for('update');
  return rows.length > 0;
}

const referralCoins = (userId: string) => and(eq(coinEntries.userId, userId), eq(coinEntries.reason, 'referral'));

export async function hasReferralCredit(tx: Transaction, referredUserId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: coinEntries.id })
    .from(coinEntries)
    .where(and(eq(coinEntries.referredUserId, referredUserId), eq(coinEntries.reason, 'referral')))
    .limit(1);
  return rows.length > 0;
}

export async function referralCoinsEarned(tx: Database | Transaction, userId: string): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`coalesce(sum(${coinEntries.amount}), 0)::int` }).from(coinEntries).where(referralCoins(userId));
  return row?.total ?? 0;
}

/** Whether this phone number (its digest) already earned someone referral coins. */
export async function phoneEarnedReferralCoins(tx: Transaction, phoneDigest: string): Promise<boolean> {
  const rows = await tx
    .select({ id: coinEntries.id })
    .from(coinEntries)
    .where(and(eq(coinEntries.referralPhoneDigest, phoneDigest), eq(coinEntries.reason, 'referral')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records the coins a referred member earned their referrer (once per referred member: unique
 * index), with the digest of the phone number that earned them when they are more than none.
 */
export async function insertReferralCredit(tx: Transaction, entry: { referrerId: string; referredUserId: string; amount: number; phoneDigest: string }): Promise<void> {
  await tx
    .insert(coinEntries)
    .values({
      userId: entry.referrerId,
      amount: entry.amount,
      reason: 'referral',
      referredUserId: entry.referredUserId,
      referralPhoneDigest: entry.amount > 0 ? entry.phoneDigest : null,
    })
    .onConflictDoNothing();
}

/** The member's code, the coins their referrals earned and how many members they referred, in one statement. */
export async function findReferralSummary(db: Database, userId: string) {
  const [row] = await db
    .select({
      code: users.systemAlias,
      coinsEarned: sql<number>`(select coalesce(sum(${coinEntries.amount}), 0)::int from ${coinEntries} where ${coinEntries.userId} = ${userId} and ${coinEntries.reason} = 'referral')`,
      referredCount: sql<number>`(select ${count()}::int from ${userProtected} where ${userProtected.referrer} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Referred members, newest sign-up first, ties by id. */
const referralsKeyset = new Keyset(users.createdAt, [users.id]);

/**
 * A page of the members this member referred, newest first, with the coins each earned them
 * (none yet while pending). The referrer index finds their referrals; only those are sorted.
 */
export function findReferralsPage(db: Database, referrerId: string, page: PageRequest) {
  return paginate(
    referralsKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          id: users.id,
          displayName: users.displayName,
          systemAlias: users.systemAlias,
          vanityAlias: users.vanityAlias,
          pictureDate: users.pictureDate,
          verified: users.verified,
          joinedAt: users.createdAt,
          cursorDate: referralsKeyset.instant,
          coins: coinEntries.amount,
        })
        .from(userProtected)
        .innerJoin(users, eq(users.id, userProtected.userId))
        .leftJoin(coinEntries, and(eq(coinEntries.referredUserId, userProtected.userId), eq(coinEntries.reason, 'referral'), eq(coinEntries.userId, referrerId)))
        .where(and(eq(userProtected.referrer, referrerId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.id],
  );
}
