import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { moderationDecisions } from './moderation-decisions.ts';
import { posts, type StoredImage } from './posts.ts';
import { translatableTextColumns } from './translatable-text.ts';
import { users } from './users.ts';

/**
 * Comments of a post and their replies (spec 2 §3): a reply is a comment whose `parent_id` is its
 * comment. The API id is `postAuthorId/postId/commentId`, with `/replyId` for a reply.
 * `creation_date` orders the lists (kept on delete, unlike `date`).
 */
export const comments = pgTable(
  'comments',
  {
    postAuthorId: text('post_author_id').notNull(),
    postId: text('post_id').notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sanitized HTML. */
    text: text('text'),
    ...translatableTextColumns(),
    image: jsonb('image').$type<StoredImage>(),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    date: timestamp('date', { withTimezone: true }),
    lastEditDate: timestamp('last_edit_date', { withTimezone: true }),
    lastEditBy: text('last_edit_by'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedBy: text('deleted_by'),
    deletionDate: timestamp('deletion_date', { withTimezone: true }),
    /** Removed by moderation: the decision, and its reason (a community rule) shown in its place. */
    moderationDecisionId: bigint('moderation_decision_id', { mode: 'number' }).references(() => moderationDecisions.id, { onDelete: 'set null' }),
    moderationReason: text('moderation_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.postAuthorId, table.postId, table.id] }),
    foreignKey({ columns: [table.postAuthorId, table.postId], foreignColumns: [posts.authorId, posts.id] }).onDelete('cascade'),
    // Keyset pages of a post's comments (parent null) and of a comment's replies, newest first.
    index('comments_thread_idx').on(table.postAuthorId, table.postId, table.parentId, sql`${table.creationDate} desc`, sql`${table.id} desc`),
    index('comments_author_idx').on(table.authorId),
  ],
);
