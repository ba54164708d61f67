import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { authUsers, coinEntries, users } from '../../db/schema/index.ts';

/** The member's coins in all, the wheel's prize and whether their phone is verified (the balance), in one statement; null for no profile. */
export async function findCoinSummary(db: Database, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`(select coalesce(sum(${coinEntries.amount}), 0)::int from ${coinEntries} where ${coinEntries.userId} = ${users.id})`,
      wheelPrize: sql<number | null>`(select ${coinEntries.amount} from ${coinEntries} where ${coinEntries.userId} = ${users.id} and ${coinEntries.reason} = 'onboarding_wheel')`,
      phoneNumber: authUsers.phoneNumber,
      phoneNumberVerified: authUsers.phoneNumberVerified,
    })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The ledger's order: newest first, ties by id (a number: the cursor takes only digits). */
const ledgerKeyset = new Keyset(coinEntries.createdAt, [coinEntries.id]);

/**
 * A page of the member's ledger, newest first (ties by id), with a referral's referred member by
 * name. The member's index finds their entries; only those are sorted.
 */
export function findCoinEntriesPage(db: Database, userId: string, page: PageRequest) {
  return paginate(
    ledgerKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          id: coinEntries.id,
          reason: coinEntries.reason,
          amount: coinEntries.amount,
          note: coinEntries.note,
          createdAt: coinEntries.createdAt,
          cursorDate: ledgerKeyset.instant,
          referredName: users.displayName,
        })
        .from(coinEntries)
        .leftJoin(users, and(eq(coinEntries.reason, 'referral'), eq(users.id, coinEntries.referredUserId)))
        .where(and(eq(coinEntries.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.id],
  );
}
