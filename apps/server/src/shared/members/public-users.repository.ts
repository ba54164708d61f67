import { COACH_VERIFIED_PREFIX } from '@arya/core';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { follows, retiredAliases, users } from '../../db/schema/index.ts';
import { hiddenNow } from '../post-audience.ts';

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
  /** A private member's posts are for members only (feed/filter.ts). */
  publicProfile: users.publicProfile,
  /** A suspended member's, or one leaving, are for staff only while hidden (feed/filter.ts). */
  hidden: hiddenNow(users.hiddenUntil),
  /** Erased (account deleted): shown as "deleted member". */
  deletedAt: users.deletedAt,
};

/**
 * A member by URL alias: the vanity alias (any case), the system alias, or the id; failing those, an
 * alias the member used before (`retired`: the caller sends the reader on to the current one).
 */
export async function findUserByAlias(db: Database, alias: string): Promise<(PublicUserRow & { retired?: true }) | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.vanityAlias}) = lower(${alias})`, eq(users.systemAlias, sql`lower(${alias})`), eq(users.id, alias)))
    // An id is exact (ids have capitals; an alias may spell one in lower case), so it wins.
    .orderBy(sql`${users.id} = ${alias} desc`, sql`${users.systemAlias} = lower(${alias}) desc`)
    .limit(1);
  if (row) return row;
  const [former] = await db
    .select({ user: users })
    .from(retiredAliases)
    .innerJoin(users, eq(users.id, retiredAliases.userId))
    .where(eq(retiredAliases.aliasLower, sql`lower(${alias})`))
    .limit(1);
  return former ? { ...former.user, retired: true } : null;
}

export async function findUsersByIds(db: Database, ids: readonly string[]): Promise<PublicUserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function findUserById(db: Database, id: string): Promise<PublicUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Members to suggest following: coaches first, then the most followed and most active; never the
 * reader, nobody the reader follows, never a private profile. Read in the order of the suggestions
 * index (its expressions are written the same), stopped at the limit.
 */
export async function findUserSuggestions(db: Database, readerId: string | null, limit: number, excludedMembers: readonly string[] = []): Promise<PublicUserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        sql`${users.publicProfile}`,
        sql`not ${hiddenNow(users.hiddenUntil)}`,
        readerId ? ne(users.id, readerId) : undefined,
        readerId ? sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${readerId} and ${follows.followedId} = ${users.id})` : undefined,
        excludedMembers.length > 0 ? sql`${users.id} <> all(${sql.param(excludedMembers)}::text[])` : undefined,
      ),
    )
    .orderBy(sql`(${users.verified} like ${sql.raw(`'${COACH_VERIFIED_PREFIX}%'`)}) desc nulls last`, desc(users.followersCount), desc(users.postsCount), desc(users.id))
    .limit(limit);
}
