import { RELATIONS_MAX } from '@arya/core';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { memberBlocks, memberMutes, users } from '../../db/schema/index.ts';
import { purgeNotificationsFrom } from '../../shared/notifications.ts';
import { setFollow } from '../people/follows.repository.ts';

export type RelationKind = 'block' | 'mute';

const TABLES = {
  block: { table: memberBlocks, own: memberBlocks.blockerId, other: memberBlocks.blockedId, createdAt: memberBlocks.createdAt },
  mute: { table: memberMutes, own: memberMutes.muterId, other: memberMutes.mutedId, createdAt: memberMutes.createdAt },
} as const;

export interface RelationOutcome {
  outcome: 'done' | 'missing' | 'full';
  blocking: boolean;
  muting: boolean;
  /** Members whose notifications changed (their unread counts are sent to them). */
  notified: string[];
}

/**
 * Blocks, mutes or undoes either, in one transaction. A block also ends the follows between the
 * pair (both ways, counters and follow notifications included) and takes each out of the other's
 * notifications; a mute takes the muted member out of the muter's. Doing it twice changes nothing.
 */
export async function setRelation(db: Database, kind: RelationKind, memberId: string, otherId: string, on: boolean): Promise<RelationOutcome> {
  const { table, own, other } = TABLES[kind];
  return db.transaction(async (tx) => {
    // Locked in id order, as a follow does: a block and a follow of the same pair never interleave,
    // so a follow can never slip in after the block removed the follows.
    const members = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [memberId, otherId]))
      .orderBy(users.id)
      .for('no key update');
    if (!members.some((member) => member.id === otherId)) return { outcome: 'missing', blocking: false, muting: false, notified: [] };
    const notified = new Set<string>();
    if (on) {
      // How many the member holds, and whether this one is among them (again: not a new one), in one read.
      const [held] = await tx
        .select({ count: count(), already: sql<boolean>`coalesce(bool_or(${other} = ${otherId}), false)` })
        .from(table)
        .where(eq(own, memberId));
      if (!held?.already && (held?.count ?? 0) >= RELATIONS_MAX) return { outcome: 'full', ...(await relationState(tx, memberId, otherId)), notified: [] };
      if (kind === 'block') {
        await tx.insert(memberBlocks).values({ blockerId: memberId, blockedId: otherId }).onConflictDoNothing();
        for (const [follower, followed] of [
          [memberId, otherId],
          [otherId, memberId],
        ] as const) {
          const unfollowed = await setFollow(tx, follower, followed, false);
          if (unfollowed.notified) notified.add(unfollowed.notified);
        }
        if (await purgeNotificationsFrom(tx, otherId, memberId)) notified.add(otherId);
      } else {
        await tx.insert(memberMutes).values({ muterId: memberId, mutedId: otherId }).onConflictDoNothing();
      }
      if (await purgeNotificationsFrom(tx, memberId, otherId)) notified.add(memberId);
    } else {
      await tx.delete(table).where(and(eq(own, memberId), eq(other, otherId)));
    }
    return { outcome: 'done', ...(await relationState(tx, memberId, otherId)), notified: [...notified] };
  });
}

async function relationState(tx: Transaction, memberId: string, otherId: string): Promise<{ blocking: boolean; muting: boolean }> {
  const [row] = await tx
    .select({
      blocking: sql<boolean>`exists (select 1 from ${memberBlocks} where ${and(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, otherId))})`,
      muting: sql<boolean>`exists (select 1 from ${memberMutes} where ${and(eq(memberMutes.muterId, memberId), eq(memberMutes.mutedId, otherId))})`,
    })
    .from(users)
    .where(eq(users.id, memberId));
  return { blocking: row?.blocking === true, muting: row?.muting === true };
}

/** A keyset page of the members one blocks or mutes, last first, with each member's public row. */
export function findRelationsPage(db: Database, kind: RelationKind, memberId: string, page: PageRequest) {
  const { table, own, other, createdAt } = TABLES[kind];
  const keyset = new Keyset(createdAt, [other]);
  return paginate(
    keyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({ user: users, since: createdAt, cursorDate: keyset.instant, otherId: other })
        .from(table)
        .innerJoin(users, eq(users.id, other))
        .where(and(eq(own, memberId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.otherId],
  );
}
