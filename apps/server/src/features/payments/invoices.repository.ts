import type { InvoiceStatus, Language, PremiumPlanId } from '@arya/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { authUsers, invoiceCounters, invoices, userPrivate, users, type InvoiceParty } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of the year's sequence, taken in the issuing transaction: the counter's row stays
 * locked until it commits (another invoice of the year waits) and a rollback gives the number back,
 * so numbers have no gaps.
 */
export async function takeInvoiceSequence(tx: Transaction, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('the invoice counter gave no number');
  return row.last;
}

/** The member as an invoice's buyer: name, e-mail and billing address, as they are now. */
export async function buyerOf(tx: Transaction, userId: string): Promise<InvoiceParty | null> {
  const [row] = await tx
    .select({ name: users.displayName, email: authUsers.email, address: userPrivate.address })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.id))
    .leftJoin(userPrivate, eq(userPrivate.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const address = row.address;
  const party: InvoiceParty = { name: row.name, email: row.email };
  if (address?.company) party.company = address.company;
  if (address?.line1) party.line1 = address.line1;
  if (address?.postale_code) party.postaleCode = address.postale_code;
  if (address?.city) party.city = address.city;
  if (address?.country) party.country = address.country;
  return party;
}

export async function insertInvoice(
  tx: Transaction,
  invoice: {
    id: string;
    number: string;
    userId: string;
    orderId: string | null;
    subscriptionId: string;
    status: InvoiceStatus;
    plan: PremiumPlanId;
    amountCents: number;
    netCents: number;
    vatCents: number;
    vatRateBasisPoints: number;
    currency: string;
    periodStart: Date;
    periodEnd: Date;
    seller: InvoiceParty;
    buyer: InvoiceParty;
    providerInvoiceId: string | null;
    issuedAt: Date;
  },
): Promise<void> {
  await tx.insert(invoices).values(invoice);
}

export async function hasProviderInvoice(tx: Transaction, providerInvoiceId: string): Promise<boolean> {
  const rows = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.providerInvoiceId, providerInvoiceId)).limit(1);
  return rows.length > 0;
}

/** The member's own invoice with the language they read in now; null for another member's or none. */
export async function findMemberInvoice(db: Database, userId: string, invoiceId: string): Promise<{ invoice: InvoiceRow; language: Language } | null> {
  const [row] = await db
    .select({ invoice: invoices, language: users.defaultLanguage })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row ? { invoice: row.invoice, language: row.language === 'en' ? 'en' : 'fr' } : null;
}

const invoicesKeyset = new Keyset(invoices.issuedAt, [invoices.id]);

/** A keyset page of the member's invoices, newest first (index invoices_user_idx). */
export function findInvoicesPage(db: Database, userId: string, page: PageRequest) {
  return paginate(
    invoicesKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({ invoice: invoices, cursorDate: invoicesKeyset.instant })
        .from(invoices)
        .where(and(eq(invoices.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.invoice.id],
  );
}
