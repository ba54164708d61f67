import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface StoredInterests {
  generalKnowledge: string[];
  investmentMotivation: string[];
  investmentObjective: string[];
  marketInterests: string[];
}

export interface StoredAddress {
  line1: string;
  postale_code: string;
  city: string;
  country: string;
  company?: string;
}

/** What only the member reads and writes: questionnaire answers, favourites, billing address. */
export const userPrivate = pgTable('user_private', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** As typed in the profile form; the display name is made of them. */
  firstName: text('first_name'),
  lastName: text('last_name'),
  skippedInterests: boolean('skipped_interests').notNull().default(false),
  interests: jsonb('interests').$type<StoredInterests>(),
  /** Favourite internal news ids (spec 2 §4); null once the last is removed. */
  favoriteIdeas: text('favorite_ideas').array(),
  /** The last stored fetch of the news feed: the header counts news published since. */
  newsLastFetchedAt: timestamp('news_last_fetched_at', { withTimezone: true }),
  address: jsonb('address').$type<StoredAddress>(),
});
