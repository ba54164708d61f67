import { COIN_REASONS } from '@arya/core';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The coins ledger: a member's coins are the sum of their entries; an entry is never changed. */
export const coinEntries = pgTable(
  'coin_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: COIN_REASONS }).notNull(),
    /** The staff member who granted them, for staff grants, and why. */
    grantedBy: text('granted_by'),
    note: text('note'),
    /** For a referral: the member referred (each earns their referrer coins once). */
    referredUserId: text('referred_user_id'),
    /**
     * For a referral that earned coins: SHA-256 of the verified phone number that earned them, so a
     * number earns referral coins once ever (the number itself is not kept in the ledger).
     */
    referralPhoneDigest: text('referral_phone_digest'),
    /** For premium: the subscription whose coins these are (once per subscription). */
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A member's ledger, newest first (the coins page pages it by keyset); it also serves their balance.
    index('coin_entries_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The onboarding wheel turns once per member.
    uniqueIndex('coin_entries_wheel_idx').on(table.userId).where(sql`${table.reason} = 'onboarding_wheel'`),
    uniqueIndex('coin_entries_referral_idx').on(table.referredUserId).where(sql`${table.reason} = 'referral'`),
    index('coin_entries_referral_phone_idx').on(table.referralPhoneDigest).where(sql`${table.referralPhoneDigest} is not null`),
    uniqueIndex('coin_entries_premium_idx').on(table.subscriptionId).where(sql`${table.reason} = 'premium'`),
  ],
);
