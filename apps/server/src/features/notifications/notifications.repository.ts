import { AUTHORLESS_NOTIFICATION_TYPES, SYSTEM_NOTIFICATION_TYPES } from '@arya/core';
import { and, eq, inArray, isNotNull, lte, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { comments, notifications, posts, users } from '../../db/schema/index.ts';
import { countUnread, unread } from '../../shared/notifications.ts';
import { authorHiddenOf, authorPublicOf, hiddenNow, newsAudienceOf } from '../../shared/post-audience.ts';
import { authorColumns } from '../../shared/members/public-users.repository.ts';

/** Comments and replies of a grouped notification looked at for one still there (the newest ones kept). */
const LIVE_OBJECTS_LOOKED_AT = 10;

/**
 * The API id of what a notification is about (its excerpt's source), as `notification_subject.id`:
 * for a comment or reply notification, the newest comment or reply made that is still there (the
 * newest one when all were deleted); else what was acted on (a post liked or shared, a comment or
 * reply liked, the idea of an outcome); none for a follow nor for a system notification (its target
 * is a moderation decision).
 */
const subjectJoin = sql`(select case
  when ${notifications.type} in ('follow', ${sql.raw(SYSTEM_NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))}) then null
  when ${notifications.type} in ('post_comment', 'comment_reply') then coalesce(
    (select made.id from jsonb_array_elements_text(${notifications.objectIds}) with ordinality as made(id, position)
      join comments as made_comment on made_comment.post_author_id = split_part(made.id, '/', 1)
        and made_comment.post_id = split_part(made.id, '/', 2)
        and made_comment.id = coalesce(nullif(split_part(made.id, '/', 4), ''), split_part(made.id, '/', 3))
      where not made_comment.is_deleted and made.position <= ${sql.raw(String(LIVE_OBJECTS_LOOKED_AT))}
      order by made.position limit 1),
    ${notifications.objectIds} ->> 0,
    ${notifications.targetId})
  else ${notifications.targetId}
end as id) as notification_subject`;
const subjectId = sql`notification_subject.id`;
/** The id's part at a position (1: the post's author, 2: the post, 3: the comment, 4: the reply); null when absent. */
const subjectPart = (position: number) => sql`nullif(split_part(${subjectId}, '/', ${sql.raw(String(position))}), '')`;
/** Enough of a text to make an excerpt of (a stored text can be long). */
const EXCERPT_SOURCE_CHARACTERS = 2000;

/** The member's notifications, newest first (ties by id). */
const notificationsKeyset = new Keyset(notifications.dateTime, [notifications.id]);

/**
 * A page of the member's notifications, newest first, with their latest author's public fields and
 * what each is about (the post, and the comment or reply, with who may read them; a system one has
 * no author, and is about a moderation decision, its target; an idea's outcome has no author, and
 * is about the idea, its target): one statement,
 * the subject found by primary key.
 */
export function findNotificationsPage(db: Database, userId: string, page: PageRequest) {
  return paginate(
    notificationsKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          notification: notifications,
          cursorDate: notificationsKeyset.instant,
          author: authorColumns,
          subject: {
            id: sql<string | null>`${subjectId}`,
            postFound: sql<boolean>`${posts.id} is not null`,
            postDeleted: posts.isDeleted,
            postText: sql<string | null>`left(${posts.text}, ${sql.raw(String(EXCERPT_SOURCE_CHARACTERS))})`,
            ideaTitle: sql<string | null>`${posts.financialData} ->> 'title'`,
            instrument: sql<string | null>`${posts.financialData} -> 'levels' ->> 'instrument'`,
            postAuthorId: posts.authorId,
            restrictedTo: posts.restrictedTo,
            newsAudience: newsAudienceOf(posts.internalNewsRef),
            authorPublic: authorPublicOf(posts.authorId),
            authorHidden: authorHiddenOf(posts.authorId),
            commentFound: sql<boolean>`${comments.id} is not null`,
            commentDeleted: comments.isDeleted,
            commentText: sql<string | null>`left(${comments.text}, ${sql.raw(String(EXCERPT_SOURCE_CHARACTERS))})`,
          },
        })
        .from(notifications)
        // A notification nobody made (the system's, an idea's outcome) has no author; any other whose author is gone, or hidden now, is left out.
        .leftJoin(users, eq(users.id, sql`${notifications.authorIds} ->> 0`))
        .leftJoinLateral(subjectJoin, sql`true`)
        .leftJoin(posts, and(eq(posts.authorId, subjectPart(1)), eq(posts.id, subjectPart(2))))
        .leftJoin(
          comments,
          and(eq(comments.postAuthorId, subjectPart(1)), eq(comments.postId, subjectPart(2)), eq(comments.id, sql`coalesce(${subjectPart(4)}, ${subjectPart(3)})`)),
        )
        .where(and(eq(notifications.userId, userId), or(and(isNotNull(users.id), not(hiddenNow(users.hiddenUntil))), inArray(notifications.type, [...AUTHORLESS_NOTIFICATION_TYPES])), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.notification.id],
  );
}

/** Marks read what the member was shown (up to an instant); answers how many stay unread. */
export async function markReadUpTo(db: Database, userId: string, upTo: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), unread, lte(notifications.dateTime, sql`${upTo}::timestamptz`)));
    return countUnread(tx, userId);
  });
}
