import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { coinEntries, dataExports, invoices, memberBlocks, memberMutes, moderationCases, orders, reports, staffActions, subscriptions } from '../src/db/schema/index.ts';
import { createTestDatabase } from './helpers/test-database.ts';

/**
 * A member's ledgers (coins, invoices, orders, subscriptions, staff actions) are paged newest first
 * by keyset. Their index must give the rows in that order, so a page reads its 21 rows and stops:
 * an index whose order differs (`DESC NULLS LAST` against an `ORDER BY … DESC`, which puts nulls
 * first) makes PostgreSQL read every row of the member and sort them for each page.
 */
const ledgers: { name: string; table: PgTable; owner: PgColumn; at: PgColumn; id: PgColumn; index: string; /** A cursor id of the id column's type (default '1'). */ cursorId?: string }[] = [
  { name: 'coins', table: coinEntries, owner: coinEntries.userId, at: coinEntries.createdAt, id: coinEntries.id, index: 'coin_entries_user_created_idx' },
  { name: 'invoices', table: invoices, owner: invoices.userId, at: invoices.issuedAt, id: invoices.id, index: 'invoices_user_idx' },
  { name: 'orders', table: orders, owner: orders.userId, at: orders.createdAt, id: orders.id, index: 'orders_user_idx' },
  { name: 'subscriptions', table: subscriptions, owner: subscriptions.userId, at: subscriptions.createdAt, id: subscriptions.id, index: 'subscriptions_user_idx' },
  { name: 'staff actions', table: staffActions, owner: staffActions.memberId, at: staffActions.createdAt, id: staffActions.id, index: 'staff_actions_member_idx' },
  { name: 'blocked members', table: memberBlocks, owner: memberBlocks.blockerId, at: memberBlocks.createdAt, id: memberBlocks.blockedId, index: 'member_blocks_list_idx' },
  { name: 'muted members', table: memberMutes, owner: memberMutes.muterId, at: memberMutes.createdAt, id: memberMutes.mutedId, index: 'member_mutes_list_idx' },
  { name: 'reports made', table: reports, owner: reports.reporterId, at: reports.createdAt, id: reports.id, index: 'reports_reporter_idx' },
  { name: 'data exports', table: dataExports, owner: dataExports.userId, at: dataExports.requestedAt, id: dataExports.id, index: 'data_exports_user_idx', cursorId: '00000000-0000-4000-8000-000000000001' },
  // Not a member's: the staff queue of one status.
  { name: 'moderation queue', table: moderationCases, owner: moderationCases.status, at: moderationCases.lastReportedAt, id: moderationCases.id, index: 'moderation_cases_queue_idx' },
];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function planOf(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    // The tables are empty here: forbid the scans a planner picks for a few rows, so the plan shows
    // what the index can do for a member with thousands of entries.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe("a member's ledger pages", () => {
  for (const ledger of ledgers) {
    it(`${ledger.name}: a later page walks its index in order, with no sort`, async () => {
      const page = database.db
        .select({ id: ledger.id })
        .from(ledger.table)
        .where(and(eq(ledger.owner, 'member-1'), sql`(${ledger.at}, ${ledger.id}) < (${'2026-11-27T10:00:00.123456Z'}::timestamptz, ${ledger.cursorId ?? '1'})`))
        .orderBy(desc(ledger.at), desc(ledger.id))
        .limit(21);
      const plan = await planOf(sql`${page.getSQL()}`);
      expect(plan).toContain(ledger.index);
      expect(plan).not.toMatch(/\bSort\b/);
    });
  }
});
