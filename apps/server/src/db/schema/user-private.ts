import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
  favoriteIdeas: text('favorite_ideas').array(),
  address: jsonb('address').$type<StoredAddress>(),
});
