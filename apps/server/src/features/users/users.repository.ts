import { and, eq, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { authAccounts, consentRecords, userPrivate, userProtected, users } from '../../db/schema/index.ts';


export interface NewProfile {
  id: string;
  displayName: string;
  defaultLanguage: 'fr' | 'en';
  systemAlias: string;
  canReadNewsUntil: Date;
  /** The referral code the member signed up with (the referral cookie), if any. */
  referralCode: string | null;
  /**
   * The terms version the sign-up screen showed (issue 25), when the client says; null lets an
   * e-mail account record `defaultTerms`, which its sign-up could not pass without.
   */
  acceptedTerms: string | null;
  defaultTerms: string;
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
    await recordTermsAcceptance(tx, profile);
    return true;
  });
}

/**
 * The acceptance of the terms, with the profile (issue 25): the version the client sent, else, for
 * a member who signed up with a password, the current one, which `/sign-up/email` required. A
 * member who came through a provider and whose client sent nothing has no record. Here rather than
 * at sign-up: `consent_records.user_id` refers to the profile, which does not exist before.
 */
async function recordTermsAcceptance(tx: Transaction, profile: NewProfile): Promise<void> {
  let version = profile.acceptedTerms;
  if (version === null) {
    const password = await tx
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, profile.id), eq(authAccounts.providerId, 'credential')))
      .limit(1);
    if (password.length > 0) version = profile.defaultTerms;
  }
  if (version !== null) await tx.insert(consentRecords).values({ userId: profile.id, kind: 'terms', version, granted: true });
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

