import { cancelSubscriptionEndpoint, checkoutEndpoint, invoicePdfEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { memberSlots } from '../../http/concurrency.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { cancelSubscription } from './cancel.service.ts';
import { expiredCheckoutsJob } from './expired-checkouts.job.ts';
import { startCheckout } from './checkout.service.ts';
import { InvoicePdfs } from './invoice-pdf/invoice-pdf.service.ts';
import { sellerOf } from './seller.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

export interface PaymentsRoutesOptions {
  db: Database;
  config: AppConfig;
  payments: PaymentProvider;
}

/** Premium checkout, cancellation, invoice PDFs, and the payment provider's notifications. */
export async function paymentsRoutes(app: FastifyInstance, { db, config, payments }: PaymentsRoutesOptions) {
  const seller = sellerOf(config);
  const checkoutTurns = memberSlots(1);
  const pdfs = new InvoicePdfs(db);

  registerEndpoint(app, checkoutEndpoint, ({ user, body, fail }) => startCheckout({ db, seller, log: app.log, liveAccess: app.liveAccess, payments, turns: checkoutTurns, publicUrl: config.publicUrl }, user.id, body.plan, fail));
  registerEndpoint(app, cancelSubscriptionEndpoint, ({ user, params, fail }) => cancelSubscription({ db, payments, liveAccess: app.liveAccess }, user.id, params.subscriptionId, fail));
  registerEndpoint(app, invoicePdfEndpoint, async ({ user, params, reply, fail }) => {
    const { filename, pdf } = await pdfs.pdfOf(user.id, params.invoiceId, fail);
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store');
    return pdf;
  });
  await app.register(stripeWebhookRoutes, { db, seller, payments });
  await app.jobs.define(expiredCheckoutsJob({ db, payments, log: app.log }));
}
