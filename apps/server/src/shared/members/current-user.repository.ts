import type { CurrentUser } from '@arya/core';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { authUsers, coinEntries, licences, userPrivate, userProtected, users } from '../../db/schema/index.ts';
import type { Fail } from '../../http/fail.ts';
import { toCurrentUser } from './current-user.dto.ts';
import { followedIdsQuery } from './follows-query.ts';

const coinsTotal = sql<number>`(select coalesce(sum(${coinEntries.amount}), 0)::int from ${coinEntries} where ${coinEntries.userId} = ${authUsers.id})`;
/** The product codes of the member's running licences (the licence flags and the upgrade entry read them): core `licenceRunsAt`. */
const products = sql<string[]>`(select coalesce(array_agg(distinct ${licences.product} order by ${licences.product}), '{}') from ${licences} where ${licences.userId} = ${authUsers.id} and ${licences.status} = 'active' and (${licences.expiresAt} is null or ${licences.expiresAt} > now()))`;
const wheelPrize = sql<number | null>`(select ${coinEntries.amount} from ${coinEntries} where ${coinEntries.userId} = ${authUsers.id} and ${coinEntries.reason} = 'onboarding_wheel')`;

export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof findCurrentUserRow>>>;

/** The member's account, the three parts of their profile, whom they follow and their coins, in one query. */
export async function findCurrentUserRow(db: Database | Transaction, userId: string) {
  const [row] = await db
    .select({
      account: authUsers,
      profile: users,
      protected: userProtected,
      private: userPrivate,
      followingUsers: followedIdsQuery(authUsers.id),
      coinsTotal,
      wheelPrize,
      products,
    })
    .from(authUsers)
    .innerJoin(users, eq(users.id, authUsers.id))
    .innerJoin(userProtected, eq(userProtected.userId, authUsers.id))
    .innerJoin(userPrivate, eq(userPrivate.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row ?? null;
}

/** The member's stored language, or null for an account without a profile yet. */
export async function memberLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.defaultLanguage }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function getCurrentUser(db: Database, userId: string, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<CurrentUser> {
  const row = await findCurrentUserRow(db, userId);
  return row ? toCurrentUser(row) : fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
}

/**
 * The member's state right after their profile was written (made, or changed). Profiles are never
 * deleted while their member is signed in, so its absence is a bug, not an answer the endpoint declares.
 */
export async function writtenCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const row = await findCurrentUserRow(db, userId);
  if (!row) throw new Error(`The profile of ${userId} was not found right after it was written`);
  return toCurrentUser(row);
}
