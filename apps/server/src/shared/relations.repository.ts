import { and, eq, or, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.ts';
import { memberBlocks, memberMutes } from '../db/schema/index.ts';

/*
 * Blocks and mutes as stored: what writes between two members (a follow) and live events read.
 * What a reader hides is read with their session instead (relations.ts, the session query).
 */

/**
 * The members from whom a member's words are hidden: who blocks them, whom they block, who mutes
 * them. Live events of their comments skip these members' sockets. Three index reads.
 */
export async function membersHiding(db: Database, memberId: string): Promise<string[]> {
  const rows = await union(
    db.select({ id: memberBlocks.blockerId }).from(memberBlocks).where(eq(memberBlocks.blockedId, memberId)),
    db.select({ id: sql<string>`${memberBlocks.blockedId}` }).from(memberBlocks).where(eq(memberBlocks.blockerId, memberId)),
    db.select({ id: memberMutes.muterId }).from(memberMutes).where(eq(memberMutes.mutedId, memberId)),
  );
  return rows.map((row) => row.id);
}

/**
 * Whether a block stands between the two members, and who made it: `blocking` when the member
 * blocks the other, `blockedBy` when the other blocks them. Read in the caller's transaction (after
 * its locks, so a block committed meanwhile is seen).
 */
export async function blockBetween(tx: Database | Transaction, memberId: string, otherId: string): Promise<'blocking' | 'blockedBy' | null> {
  const rows = await tx
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, otherId)),
        and(eq(memberBlocks.blockerId, otherId), eq(memberBlocks.blockedId, memberId)),
      ),
    );
  if (rows.some((row) => row.blockerId === memberId)) return 'blocking';
  return rows.length > 0 ? 'blockedBy' : null;
}
