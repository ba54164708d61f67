import { AUTHORLESS_NOTIFICATION_TYPES, NOTIFICATION_KEPT_IDS, type NotificationType, type SystemNotificationType } from '@arya/core';
import { and, count, eq, inArray, not, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../db/client.ts';
import { memberBlocks, memberMutes, notifications, users } from '../db/schema/index.ts';

/*
 * What every feature that tells a member something writes (likes, comments, follows, shares), and
 * the unread count the header and the live channel show; the notifications feature reads them.
 */

/** Something a member did that another is told of: `authorId` did `type` on `targetId` (making `objectId`). */
export interface NotificationEvent {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  targetId: string;
  authorId: string;
  objectId?: string;
  at: Date;
}

/** Prepends an id to a kept list (without a copy of it further down), keeping the latest ones. */
const prepend = (list: SQL, id: string) =>
  sql`jsonb_path_query_array(jsonb_build_array(${id}::text) || (${list} - ${id}::text), ${`$[0 to ${NOTIFICATION_KEPT_IDS - 1}]`}::jsonpath)`;
type SQL = ReturnType<typeof sql>;

/**
 * Records the event in the member's notification of that type and target (spec 2 §3), within the
 * caller's transaction: created, or joined by a new author (latest first, counted once while kept)
 * and brought back to the top, unread. Nobody is told of their own actions: answers whether a
 * notification changed (its member's unread count may have).
 */
export async function recordNotification(tx: Transaction, event: NotificationEvent): Promise<boolean> {
  if (event.userId === event.authorId) return false;
  if (await hidden(tx, event.userId, event.authorId)) return false;
  const objectIds = event.objectId ? [event.objectId] : [];
  await tx
    .insert(notifications)
    .values({
      userId: event.userId,
      id: randomUUID(),
      type: event.type,
      targetId: event.targetId,
      authorIds: [event.authorId],
      authorsCount: 1,
      objectIds,
      dateTime: event.at,
      read: false,
    })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.type, notifications.targetId],
      set: {
        authorsCount: sql`${notifications.authorsCount} + case when ${notifications.authorIds} ? ${event.authorId}::text then 0 else 1 end`,
        authorIds: prepend(sql`${notifications.authorIds}`, event.authorId),
        objectIds: event.objectId ? prepend(sql`${notifications.objectIds}`, event.objectId) : sql`${notifications.objectIds}`,
        // Never back in time (a slower transaction that started earlier commits after a newer one).
        dateTime: sql`greatest(${notifications.dateTime}, excluded.date_time)`,
        read: false,
      },
    });
  return true;
}

/**
 * Whether the member hides the author from their notifications: a block either way, or a mute.
 * One indexed look-up in each table (both primary keys), in the writer's transaction.
 */
async function hidden(tx: Transaction, userId: string, authorId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      hidden: sql<boolean>`exists (select 1 from ${memberBlocks} where (${memberBlocks.blockerId} = ${userId} and ${memberBlocks.blockedId} = ${authorId})
                                              or (${memberBlocks.blockerId} = ${authorId} and ${memberBlocks.blockedId} = ${userId}))
        or exists (select 1 from ${memberMutes} where ${memberMutes.muterId} = ${userId} and ${memberMutes.mutedId} = ${authorId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hidden === true;
}

/**
 * Takes an author out of every notification of a member (a block or a mute between them): each
 * group they were counted in loses them, and a group left with nobody to name is removed, as are
 * the outcomes of the author's ideas the member was told of. Answers whether a notification changed.
 */
export async function purgeNotificationsFrom(tx: Transaction, userId: string, authorId: string): Promise<boolean> {
  const mentions = and(eq(notifications.userId, userId), sql`${notifications.authorIds} ? ${authorId}::text`);
  const changed = await tx
    .update(notifications)
    .set({ authorIds: sql`${notifications.authorIds} - ${authorId}::text`, authorsCount: sql`${notifications.authorsCount} - 1` })
    .where(mentions)
    .returning({ id: notifications.id });
  const outcomes = await tx
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'idea_outcome'), sql`split_part(${notifications.targetId}, '/', 1) = ${authorId}::text`))
    .returning({ id: notifications.id });
  if (changed.length === 0) return outcomes.length > 0;
  // A notification nobody made (the system's, an idea's outcome) has nobody to name by design: it stays.
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        not(inArray(notifications.type, [...AUTHORLESS_NOTIFICATION_TYPES])),
        sql`(${notifications.authorsCount} <= 0 or jsonb_array_length(${notifications.authorIds}) = 0)`,
      ),
    );
  return true;
}

/**
 * Takes an author back out of a notification (an unlike; likes and unlikes alternate, so each like
 * counted the member once): uncounted even when no longer among the kept ids. A notification left
 * with nobody to name is removed. Answers whether a notification changed.
 */
export async function withdrawNotification(tx: Transaction, event: Omit<NotificationEvent, 'objectId' | 'at'>): Promise<boolean> {
  if (event.userId === event.authorId) return false;
  const group = and(eq(notifications.userId, event.userId), eq(notifications.type, event.type), eq(notifications.targetId, event.targetId));
  const [left] = await tx
    .update(notifications)
    .set({ authorIds: sql`${notifications.authorIds} - ${event.authorId}::text`, authorsCount: sql`${notifications.authorsCount} - 1` })
    .where(group)
    .returning({ authorsCount: notifications.authorsCount, kept: sql<number>`jsonb_array_length(${notifications.authorIds})` });
  if (!left) return false;
  if (left.authorsCount <= 0 || left.kept === 0) await tx.delete(notifications).where(group);
  return true;
}

/**
 * Written as the partial index's own condition (`not read`), not as a parameter: a statement planned
 * once for any values (db/client.ts) can use that index only then.
 */
export const unread = sql`not ${notifications.read}`;

/**
 * Not from a member hidden now (suspended, or leaving): their notifications wait, counted and listed
 * again once they are shown (a key lookup of the latest author).
 */
export const fromShownAuthor = sql`not exists (select 1 from ${users} where ${users.id} = ${notifications.authorIds} ->> 0 and ${users.hiddenUntil} > now())`;

/** The member's unread notifications, as their list shows them (none from a hidden member). */
export async function countUnread(db: Database | Transaction, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unread, fromShownAuthor));
  return row?.unread ?? 0;
}

/**
 * Records a notification the system sends (issue 25: a moderation decision, a report's outcome, an
 * appeal's answer) to each of `userIds`, in one statement within the caller's transaction: no
 * author (`author_ids` empty, counted 0), the decision's id as target. The same type and target
 * again brings it back to the top, unread.
 */
export async function recordSystemNotification(tx: Transaction, event: { userIds: readonly string[]; type: SystemNotificationType; targetId: string; at: Date }): Promise<void> {
  const userIds = [...new Set(event.userIds)];
  if (userIds.length === 0) return;
  await tx
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, id: randomUUID(), type: event.type, targetId: event.targetId, authorIds: [], authorsCount: 0, objectIds: [], dateTime: event.at, read: false })))
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.type, notifications.targetId],
      set: { dateTime: sql`greatest(${notifications.dateTime}, excluded.date_time)`, read: false },
    });
}
