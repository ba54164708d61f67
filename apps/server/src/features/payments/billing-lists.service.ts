import { SHOP_LIST_PAGE_SIZE, type InvoicesPage, type SubscriptionsPage } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { cursorFromQuery, keysetPage } from '../../db/keyset.ts';
import { toInvoice, toSubscription } from './billing.dto.ts';
import { findInvoicesPage } from './invoices.repository.ts';
import { findSubscriptionsPage } from './subscriptions.repository.ts';

type ListQuery = { limit?: number | undefined; cursor?: string | undefined };

/** The member's invoices, newest first, a keyset page at a time (one statement). */
export async function listInvoices(db: Database, userId: string, query: ListQuery): Promise<InvoicesPage> {
  const limit = query.limit ?? SHOP_LIST_PAGE_SIZE;
  const cursor = cursorFromQuery(query.cursor, 1);
  const rows = await findInvoicesPage(db, userId, limit + 1, cursor ? { at: cursor.at, id: cursor.ids[0] as string } : null);
  const page = keysetPage(rows, limit, (row) => ({ at: row.cursorDate, ids: [row.invoice.id] }));
  return { items: page.rows.map((row) => toInvoice(row.invoice)), nextCursor: page.nextCursor };
}

/** The member's subscriptions, newest first, a keyset page at a time (one statement). */
export async function listSubscriptions(db: Database, userId: string, query: ListQuery): Promise<SubscriptionsPage> {
  const limit = query.limit ?? SHOP_LIST_PAGE_SIZE;
  const cursor = cursorFromQuery(query.cursor, 1);
  const rows = await findSubscriptionsPage(db, userId, limit + 1, cursor ? { at: cursor.at, id: cursor.ids[0] as string } : null);
  const page = keysetPage(rows, limit, (row) => ({ at: row.cursorDate, ids: [row.subscription.id] }));
  const now = new Date();
  return { items: page.rows.map((row) => toSubscription(row.subscription, now)), nextCursor: page.nextCursor };
}
