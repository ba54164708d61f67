import { z } from 'zod';
import { nextCursorSchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import { subscriptionTierSchema } from '../users/users.schemas.ts';
import { INVOICE_STATUSES, PREMIUM_PLAN_IDS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from './payments.constants.ts';

export const premiumPlanSchema = z.enum(PREMIUM_PLAN_IDS);

/** POST /api/v1/payments/checkout: which plan the member buys. */
export const checkoutInputSchema = z.object({ plan: premiumPlanSchema });
/**
 * Where the browser goes next: the payment provider's checkout page, or, when the payment is
 * already complete (the development adapter), straight back to the orders page.
 */
export const checkoutAnswerSchema = z.object({ url: z.string() });

export const subscriptionIdParamsSchema = z.object({ subscriptionId: text({ max: 100 }).min(1) });
export const invoiceIdParamsSchema = z.object({ invoiceId: text({ max: 100 }).min(1) });

/** A subscription as its member sees it (newest first in the orders page). */
export const subscriptionSchema = z.object({
  id: z.string(),
  /** The plan paid for; null for a subscription granted by staff. */
  plan: premiumPlanSchema.nullable(),
  tier: subscriptionTierSchema,
  /** As of now: an active subscription whose period is over is void (core `subscriptionStatusAt`). */
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** Cancelled: premium lasts until currentPeriodEnd and is not renewed. */
  cancelAtPeriodEnd: z.boolean(),
  cancelledAt: z.string().nullable(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  /** What a period costs (VAT included), null when granted by staff. */
  amountCents: z.number().int().nullable(),
  currency: z.string(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** An invoice as its member sees it; the PDF is at `invoicePdfPath(id)` (session cookie). */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  plan: premiumPlanSchema,
  amountCents: z.number().int(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicesPageSchema = z.object({ items: z.array(invoiceSchema), nextCursor: nextCursorSchema });
export const subscriptionsPageSchema = z.object({ items: z.array(subscriptionSchema), nextCursor: nextCursorSchema });
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;
export type SubscriptionsPage = z.infer<typeof subscriptionsPageSchema>;

/** An invoice's PDF (application/pdf): bytes, never JSON. */
export const invoicePdfSchema = z.instanceof(Uint8Array<ArrayBufferLike>).describe('The invoice as a PDF document (application/pdf)');

/** The session cookie (not the bearer token) opens an invoice's PDF: a plain link downloads it. */
export const invoicePdfPath = (invoiceId: string) => `/api/v1/invoices/${encodeURIComponent(invoiceId)}/pdf`;
