import { STAFF_ACTIONS } from '@arya/core';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What staff did to a member's account (grants and revocations), with who and when; never changed. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: text('staff_id')
      .notNull()
      .references(() => users.id),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: STAFF_ACTIONS }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_actions_member_idx').on(table.memberId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);
