import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type PublicUserRow = typeof users.$inferSelect;

/** The columns a post or comment shows of its author, selected with it (one join, no N+1). */
export const authorColumns = {
  id: users.id,
  displayName: users.displayName,
  job: users.job,
  verified: users.verified,
  pictureDate: users.pictureDate,
  vanityAlias: users.vanityAlias,
  systemAlias: users.systemAlias,
};

/** A member by URL alias: the vanity alias (any case), the system alias, or the id. */
export async function findUserByAlias(db: Database, alias: string): Promise<PublicUserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.vanityAlias}) = lower(${alias})`, eq(users.systemAlias, alias), eq(users.id, alias)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<PublicUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Members to suggest following: the most followed and most active, never the reader, never a private profile. */
export async function findUserSuggestions(db: Database, excludeUserId: string | null, limit: number): Promise<PublicUserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.publicProfile, true), excludeUserId ? ne(users.id, excludeUserId) : undefined))
    .orderBy(desc(users.followersCount), desc(users.postsCount), desc(users.createdAt))
    .limit(limit);
}
