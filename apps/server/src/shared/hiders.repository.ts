import { eq, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { memberBlocks, memberMutes } from '../db/schema/index.ts';

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
