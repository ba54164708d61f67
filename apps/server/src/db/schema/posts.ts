import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@arya/core';
import { moderationDecisions } from './moderation-decisions.ts';
import { translatableTextColumns } from './translatable-text.ts';
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

/** An idea's FinancialData (spec 2 §3), as written by its author. */
export interface StoredFinancialData {
  type: 'idea' | 'analysis' | 'tradingPlan';
  title: string;
  /** Type idea only. */
  levels?: {
    sell: boolean;
    assetType: string;
    instrument: string;
    entryType: string;
    term: string;
    expirationDate: string;
    entry: number;
    stopLoss: number;
    breakEven: number;
    takeProfits: number[];
  };
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
    ...translatableTextColumns(),
    /** An idea's title in the other language, made with its text (spec 2 §3 TitleLocalizations). */
    titleLocalizations: jsonb('title_localizations').$type<LocalizedText>(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    gif: jsonb('gif').$type<StoredGif>(),
    youtubeId: text('youtube_id'),
    financialData: jsonb('financial_data').$type<StoredFinancialData>(),
    sharedPostId: text('shared_post_id'),
    sharedPost: jsonb('shared_post').$type<StoredSharedPost>(),
    lastComment: jsonb('last_comment').$type<StoredLastComment>(),
    /** A coach's recording on an idea (an upload's address). */
    audio: text('audio'),
    /** The internal news item this post carries (its id). */
    internalNewsRef: text('internal_news_ref'),
    restrictedTo: text('restricted_to'),
    /*
     * What the ideas page filters on, kept in columns (and indexes) of their own: the FinancialData
     * type ('news' for a news post), asset type (a news item's category), side (a news item's
     * trend; null when neutral) and the end of validity (a news item's deadline).
     */
    ideaType: text('idea_type'),
    ideaAssetType: text('idea_asset_type'),
    ideaSell: boolean('idea_sell'),
    ideaExpiresAt: timestamp('idea_expires_at', { withTimezone: true }),
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
    /** Removed by moderation: the decision, and its reason (a community rule) shown in its place. */
    moderationDecisionId: bigint('moderation_decision_id', { mode: 'number' }).references(() => moderationDecisions.id, { onDelete: 'set null' }),
    moderationReason: text('moderation_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.authorId, table.id] }),
    // Keyset pages of the home feed and of one author's posts, newest first.
    index('posts_feed_idx').on(sql`${table.creationDate} desc`, sql`${table.authorId} desc`, sql`${table.id} desc`),
    index('posts_author_feed_idx').on(table.authorId, sql`${table.creationDate} desc`, sql`${table.id} desc`),
    // Which posts show an image (`images @> [{url}]`): keeps withdrawing a deleted post's images cheap.
    index('posts_images_idx').using('gin', table.images.op('jsonb_path_ops')),
    // The ideas page, newest first: every idea and news post, and the same by type, by asset type
    // and for coaches only (the other filters keep about half the rows and are read on the way).
    index('posts_ideas_idx').on(sql`${table.creationDate} desc`, sql`${table.authorId} desc`, sql`${table.id} desc`).where(sql`${table.ideaType} is not null`),
    index('posts_ideas_type_idx')
      .on(table.ideaType, sql`${table.creationDate} desc`, sql`${table.authorId} desc`, sql`${table.id} desc`)
      .where(sql`${table.ideaType} is not null`),
    index('posts_ideas_asset_idx')
      .on(table.ideaAssetType, sql`${table.creationDate} desc`, sql`${table.authorId} desc`, sql`${table.id} desc`)
      .where(sql`${table.ideaType} is not null`),
    index('posts_ideas_audience_idx')
      .on(table.restrictedTo, sql`${table.creationDate} desc`, sql`${table.authorId} desc`, sql`${table.id} desc`)
      .where(sql`${table.ideaType} is not null and ${table.restrictedTo} is not null`),
    // A news item's post, and the favourites filter (favourite news ids -> their posts).
    uniqueIndex('posts_internal_news_idx').on(table.internalNewsRef).where(sql`${table.internalNewsRef} is not null`),
  ],
);
