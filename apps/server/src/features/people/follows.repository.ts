import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { follows, users } from '../../db/schema/index.ts';
import { recordNotification, withdrawNotification } from '../../shared/notifications.ts';
import { blockBetween } from '../../shared/relations.repository.ts';
import { hiddenNow } from '../../shared/post-audience.ts';

export interface FollowOutcome {
  /** `blocking`: the follower blocks the member; `blockedBy`: the member blocks the follower. */
  outcome: 'done' | 'missing' | 'blocking' | 'blockedBy';
  following: boolean;
  followersCount: number;
  followingCount: number;
  /** The member whose notifications changed (the followed one), if any did. */
  notified: string | null;
}

/**
 * Follows or unfollows in one transaction of a constant number of statements: the pair is added or
 * removed, and only then are both counters moved, so repeated or concurrent clicks never count twice
 * (the pair's primary key decides which of two racing follows counts). The followed member is told
 * of a new follower; an unfollow takes the follower back out of that notification.
 */
export async function setFollow(db: Database | Transaction, followerId: string, followedId: string, follow: boolean, at = new Date()): Promise<FollowOutcome> {
  return db.transaction(async (tx) => {
    // Both members' rows are locked first, always in id order: two members following each other at
    // the same moment would otherwise lock them in opposite orders (a deadlock).
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [followerId, followedId]))
      .orderBy(users.id)
      .for('no key update');
    if (follow) {
      // Read after the lock: a block of the pair commits either before (seen here) or after this follow (and removes it).
      const blocked = await blockBetween(tx, followerId, followedId);
      if (blocked) return { outcome: blocked, following: false, followersCount: 0, followingCount: 0, notified: null };
    }
    const changed = follow
      ? await tx.insert(follows).values({ followerId, followedId, createdAt: at }).onConflictDoNothing().returning({ id: follows.followedId })
      : await tx
          .delete(follows)
          .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
          .returning({ id: follows.followedId });
    const step = changed.length === 0 ? 0 : follow ? 1 : -1;
    const [followed] = await tx
      .update(users)
      .set({ followersCount: sql`greatest(${users.followersCount} + ${step}, 0)` })
      .where(eq(users.id, followedId))
      .returning({ followersCount: users.followersCount });
    if (!followed) return { outcome: 'missing', following: false, followersCount: 0, followingCount: 0, notified: null };
    const [follower] = await tx
      .update(users)
      .set({ followingCount: sql`greatest(${users.followingCount} + ${step}, 0)` })
      .where(eq(users.id, followerId))
      .returning({ followingCount: users.followingCount });
    let notified: string | null = null;
    if (step !== 0) {
      const event = { userId: followedId, type: 'follow' as const, targetId: followedId, authorId: followerId };
      const told = step > 0 ? await recordNotification(tx, { ...event, at }) : await withdrawNotification(tx, event);
      if (told) notified = followedId;
    }
    return { outcome: 'done', following: follow, followersCount: followed.followersCount, followingCount: follower?.followingCount ?? 0, notified };
  });
}

/**
 * A keyset page of a member's followers (`followers`) or of whom they follow (`following`), newest
 * follow first, with each member's public row. Left out: private members when `publicOnly`
 * (visitors), members hidden now (suspended or leaving) unless `withHidden` (staff), and
 * `excludedMembers` (blocked either way).
 */
export function findFollowsPage(
  db: Database | Transaction,
  direction: 'followers' | 'following',
  userId: string,
  page: PageRequest,
  { publicOnly, withHidden, excludedMembers }: { publicOnly: boolean; withHidden: boolean; excludedMembers: readonly string[] },
) {
  const [own, other] = direction === 'followers' ? [follows.followedId, follows.followerId] : [follows.followerId, follows.followedId];
  // Newest follow first, ties by the other member's id.
  const keyset = new Keyset(follows.createdAt, [other]);
  return paginate(
    keyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({ user: users, cursorDate: keyset.instant, otherId: other })
        .from(follows)
        .innerJoin(users, eq(users.id, other))
        .where(
          and(
            eq(own, userId),
            publicOnly ? sql`${users.publicProfile}` : undefined,
            withHidden ? undefined : not(hiddenNow(users.hiddenUntil)),
            excludedMembers.length > 0 ? sql`${other} <> all(${sql.param(excludedMembers)}::text[])` : undefined,
            after,
          ),
        )
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.otherId],
  );
}
