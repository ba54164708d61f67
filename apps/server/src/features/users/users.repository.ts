import { and, eq, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { authUsers, coinEntries, licences, userPrivate, userProtected, users } from '../../db/schema/index.ts';
import { followedIdsQuery } from '../people/follows.repository.ts';

export type CurrentUserRow = NonNullable<Awaited<ReturnType<typeof findCurrentUserRow>>>;

const coinsTotal = sql<number>`(select coalesce(sum(${coinEntries.amount}), 0)::int from ${coinEntries} where ${coinEntries.userId} = ${authUsers.id})`;
/** The product codes of the member's running licences (the licence flags and the upgrade entry read them): core `licenceRunsAt`. */
const products = sql<string[]>`(select coalesce(array_agg(distinct ${licences.product} order by ${licences.product}), '{}') from ${licences} where ${licences.userId} = ${authUsers.id} and ${licences.status} = 'active' and (${licences.expiresAt} is null or ${licences.expiresAt} > now()))`;
const wheelPrize = sql<number | null>`(select ${coinEntries.amount} from ${coinEntries} where ${coinEntries.userId} = ${authUsers.id} and ${coinEntries.reason} = 'onboarding_wheel')`;

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

export interface NewProfile {
  id: string;
  displayName: string;
  defaultLanguage: 'fr' | 'en';
  systemAlias: string;
  canReadNewsUntil: Date;
  /** The referral code the member signed up with (the referral cookie), if any. */
  referralCode: string | null;
}

/**
 * The referrer a code names: the member whose system alias it is, never the new member; an unknown
 * code gives none. Read inside the insert, so it is the profile-creating transaction that records it.
 */
const referrerOfCode = (code: string, selfId: string) =>
  sql<string | null>`(select ${users.id} from ${users} where ${users.systemAlias} = ${code} and ${users.id} <> ${selfId} limit 1)`;

/** Creates the three profile parts unless they exist; answers whether it created them. */
export async function insertProfileIfMissing(db: Database, profile: NewProfile): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        id: profile.id,
        displayName: profile.displayName,
        defaultLanguage: profile.defaultLanguage,
        systemAlias: profile.systemAlias,
      })
      .onConflictDoNothing({ target: users.id })
      .returning({ id: users.id });
    if (inserted.length === 0) return false;
    await tx.insert(userProtected).values({
      userId: profile.id,
      platforms: ['web'],
      lifetimeSubscriptionName: 'SILVER',
      canReadNewsUntil: profile.canReadNewsUntil,
      referrer: profile.referralCode ? referrerOfCode(profile.referralCode, profile.id) : null,
    });
    await tx.insert(userPrivate).values({ userId: profile.id });
    return true;
  });
}

export async function isSystemAliasTaken(db: Database, alias: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.systemAlias, alias)).limit(1);
  return rows.length > 0;
}

export async function addPlatform(db: Database, userId: string, platform: string): Promise<void> {
  await db
    .update(userProtected)
    .set({ platforms: sql`array_append(${userProtected.platforms}, ${platform})` })
    .where(and(eq(userProtected.userId, userId), not(sql`${platform} = any(${userProtected.platforms})`)));
}

export async function updateDefaultLanguage(db: Database, userId: string, language: 'fr' | 'en'): Promise<boolean> {
  const rows = await db.update(users).set({ defaultLanguage: language }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** The member's stored language, or null for an account without a profile yet. */
export async function memberLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.defaultLanguage }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
