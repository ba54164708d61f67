import { SHOP_LIST_PAGE_SIZE, type InvoicesPage, type SubscriptionsPage } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { toInvoice, toSubscription } from './billing.dto.ts';
import { findInvoicesPage } from './invoices.repository.ts';
import { findSubscriptionsPage } from './subscriptions.repository.ts';

type ListQuery = { limit?: number | undefined; cursor?: string | undefined };

/** The member's invoices, newest first, a keyset page at a time (one statement). */
export async function listInvoices(db: Database, userId: string, query: ListQuery): Promise<InvoicesPage> {
  const page = await findInvoicesPage(db, userId, { limit: query.limit ?? SHOP_LIST_PAGE_SIZE, cursor: query.cursor });
  return { items: page.items.map((row) => toInvoice(row.invoice)), nextCursor: page.nextCursor };
}

/** The member's subscriptions, newest first, a keyset page at a time (one statement). */
export async function listSubscriptions(db: Database, userId: string, query: ListQuery): Promise<SubscriptionsPage> {
  const page = await findSubscriptionsPage(db, userId, { limit: query.limit ?? SHOP_LIST_PAGE_SIZE, cursor: query.cursor });
  const now = new Date();
  return { items: page.items.map((row) => toSubscription(row.subscription, now)), nextCursor: page.nextCursor };
}
