import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/** The original a share carries, as it was when shared (spec 2 §3 "Shared post copy"). */
export interface StoredSharedPost {
  /** The original's API id (`authorId/postId`). */
  id: string;
  author: { id: string; name: string; job: string | null; verified: string | null; pictureDate: string | null; alias: string | null };
  text: string | null;
  date: string | null;
  images: StoredImage[];
}

/** What a post shows of its newest comment (spec 2 §3 LastComment). */
export interface StoredLastComment {
  /** The comment's API id. */
  id: string;
  authorId: string;
  authorName: string;
  /** Its words without markup, shortened. */
  text: string;
  date: string;
}

export interface StoredGif {
  url: string;
  width: number;
  height: number;
  title?: string;
}

/**
 * Posts, ideas and shares (spec 2 §3). The API id is `authorId/postId`. `creation_date` orders
 * every list (it survives a delete, unlike `date`, which a soft delete removes).
 */
export const posts = pgTable(
  'posts',
  {
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    text: text('text'),
    textLang: text('text_lang'),
    textLocalizations: jsonb('text_localizations').$type<Record<string, string>>(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    gif: jsonb('gif').$type<StoredGif>(),
    youtubeId: text('youtube_id'),
    financialData: jsonb('financial_data').$type<Record<string, unknown>>(),
    sharedPostId: text('shared_post_id'),
    sharedPost: jsonb('shared_post').$type<StoredSharedPost>(),
    lastComment: jsonb('last_comment').$type<StoredLastComment>(),
    internalNewsRef: text('internal_news_ref'),
    restrictedTo: text('restricted_to'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    date: timestamp('date', { withTimezone: true }),
    lastEditDate: timestamp('last_edit_date', { withTimezone: true }),
    lastEditBy: text('last_edit_by'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedBy: text('deleted_by'),
    deletionDate: timestamp('deletion_date', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.authorId, table.id] }),
    // Keyset pages of the home feed and of one author's posts, newest first.
    index('posts_feed_idx').on(sql`${table.creationDate} desc`, sql`${table.authorId} desc`, sql`${table.id} desc`),
    index('posts_author_feed_idx').on(table.authorId, sql`${table.creationDate} desc`, sql`${table.id} desc`),
    // Which posts show an image (`images @> [{url}]`): keeps withdrawing a deleted post's images cheap.
    index('posts_images_idx').using('gin', table.images.op('jsonb_path_ops')),
  ],
);
