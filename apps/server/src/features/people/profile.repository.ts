import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { authUsers, retiredAliases, userPrivate, userProtected, users } from '../../db/schema/index.ts';

/** The member's profile row, locked until the transaction ends (two saves never interleave). */
export async function lockProfile(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({
      vanityAlias: users.vanityAlias,
      vanityAliasChangedAt: users.vanityAliasChangedAt,
      displayName: users.displayName,
      job: users.job,
      description: users.description,
      publicProfile: users.publicProfile,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/**
 * Whether another member has this address: as their alias, system alias (always lower case), id, or
 * an alias they used before. Each test is an index lookup.
 */
export async function isAliasTakenByOther(tx: Transaction, alias: string, userId: string): Promise<boolean> {
  const [current] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), or(sql`lower(${users.vanityAlias}) = lower(${alias})`, eq(users.systemAlias, sql`lower(${alias})`), eq(users.id, alias))))
    .limit(1);
  if (current) return true;
  const [former] = await tx
    .select({ id: retiredAliases.userId })
    .from(retiredAliases)
    .where(and(eq(retiredAliases.aliasLower, sql`lower(${alias})`), ne(retiredAliases.userId, userId)))
    .limit(1);
  return former !== undefined;
}

/** Keeps the old alias pointing at the member; the new one, if it was theirs before, is current again. */
export async function retireAlias(tx: Transaction, userId: string, oldAlias: string | null, newAlias: string, at: Date): Promise<void> {
  await tx.delete(retiredAliases).where(and(eq(retiredAliases.aliasLower, sql`lower(${newAlias})`), eq(retiredAliases.userId, userId)));
  if (oldAlias && oldAlias.toLowerCase() !== newAlias.toLowerCase()) {
    await tx
      .insert(retiredAliases)
      .values({ aliasLower: oldAlias.toLowerCase(), userId, retiredAt: at })
      .onConflictDoUpdate({ target: retiredAliases.aliasLower, set: { retiredAt: at }, setWhere: eq(retiredAliases.userId, userId) });
  }
}

export interface ProfileChanges {
  public: Partial<typeof users.$inferInsert>;
  private: Partial<typeof userPrivate.$inferInsert>;
}

/** The profile's parts the form saves; never the phone number (features/phone sets it, once verified). */
export async function saveProfile(tx: Transaction, userId: string, changes: ProfileChanges): Promise<void> {
  await tx.update(users).set(changes.public).where(eq(users.id, userId));
  await tx.update(userPrivate).set(changes.private).where(eq(userPrivate.userId, userId));
}

/** The member's numbers: on the account (and whether verified), and on the profile. */
export async function phoneNumbersOf(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ phoneNumber: authUsers.phoneNumber, phoneNumberVerified: authUsers.phoneNumberVerified, profilePhone: userProtected.phoneNumber })
    .from(authUsers)
    .leftJoin(userProtected, eq(userProtected.userId, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row ?? null;
}

/** Dates the new picture by the server clock (spec 1 §5); answers whether the member has a profile. */
export async function setPictureDate(tx: Transaction, userId: string): Promise<boolean> {
  const rows = await tx.update(users).set({ pictureDate: sql`now()` }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

export async function setTrustScore(tx: Transaction, userId: string, trustScore: number) {
  const [row] = await tx.update(users).set({ trustScore }).where(eq(users.id, userId)).returning();
  return row ?? null;
}
