import { CURRENCY, INVOICE_STATUSES, PREMIUM_PLAN_IDS } from '@arya/core';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

/** The parties of an invoice as they were when it was issued (an invoice never changes after). */
export interface InvoiceParty {
  name: string;
  company?: string;
  line1?: string;
  postaleCode?: string;
  city?: string;
  country?: string;
  email?: string;
  vatNumber?: string;
  registration?: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    /** ARYA-2026-000001: gapless within a year (invoice_counters, taken in the issuing transaction). */
    number: text('number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    plan: text('plan', { enum: PREMIUM_PLAN_IDS }).notNull(),
    /** VAT included, and its split. */
    amountCents: integer('amount_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** The payment provider's invoice id (Stripe's in_…), so a renewal is recorded once. */
    providerInvoiceId: text('provider_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_idx').on(table.number),
    index('invoices_user_idx').on(table.userId, table.issuedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex('invoices_provider_idx').on(table.providerInvoiceId).where(sql`${table.providerInvoiceId} is not null`),
  ],
);

/** The last invoice number of each year; incremented in the transaction that issues an invoice, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
