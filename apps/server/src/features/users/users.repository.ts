import { and, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userPrivate, userProtected, users } from '../../db/schema/index.ts';


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

