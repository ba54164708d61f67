import { randomUUID } from 'node:crypto';
import { CURRENCY, invoiceNumber, invoiceYear, vatBreakdown, type PremiumPlanId } from '@arya/core';
import type { Transaction } from '../../db/client.ts';
import type { InvoiceParty } from '../../db/schema/index.ts';
import { buyerOf, insertInvoice, takeInvoiceSequence } from './invoices.repository.ts';

export interface InvoiceToIssue {
  userId: string;
  orderId: string | null;
  subscriptionId: string;
  plan: PremiumPlanId;
  /** What was paid, VAT included. */
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  providerInvoiceId: string | null;
  issuedAt: Date;
}

/**
 * Issues a paid invoice in the caller's transaction: the next number of the year, the VAT split,
 * and the seller and buyer as they are now (an invoice never changes after).
 */
export async function issueInvoice(tx: Transaction, seller: InvoiceParty, invoice: InvoiceToIssue): Promise<string> {
  const buyer = await buyerOf(tx, invoice.userId);
  if (!buyer) throw new Error(`no profile to invoice for member ${invoice.userId}`);
  const year = invoiceYear(invoice.issuedAt);
  const number = invoiceNumber(year, await takeInvoiceSequence(tx, year));
  const vat = vatBreakdown(invoice.amountCents);
  const id = randomUUID();
  await insertInvoice(tx, {
    ...invoice,
    id,
    number,
    status: 'paid',
    netCents: vat.netCents,
    vatCents: vat.vatCents,
    vatRateBasisPoints: vat.rateBasisPoints,
    currency: CURRENCY,
    seller,
    buyer,
  });
  return id;
}
