import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobType } from '../../jobs/job-queue.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import * as orders from './orders.repository.ts';

/**
 * Stripe closes a checkout 24 hours after it opened and then tells us (checkout.expired), which
 * leaves its order incomplete. A notification that never came (the endpoint down past Stripe's
 * retries), or an order whose checkout never started (the process stopped between the two), would
 * leave it pending for good: an hour past that lifetime, it is closed here.
 */
export const CHECKOUT_LIFETIME_MS = 25 * 60 * 60 * 1000;
/** Orders looked at per run (an hour apart): far more than members leave in an hour. */
const EXPIRED_AT_ONCE = 200;

/**
 * Every hour: each expired checkout is closed at the provider (one found paid is left to its
 * payment notification, and the job fails naming it, so staff see it among the failed jobs), then
 * its order marked incomplete. Idempotent: a second run finds no pending order left to close.
 */
export function expiredCheckoutsJob({ db, payments, log }: { db: Database; payments: PaymentProvider; log: Pick<FastifyBaseLogger, 'warn'> }): JobType {
  return {
    name: 'payments.close-expired-checkouts',
    cron: '7 * * * *',
    retries: 4,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    async run() {
      if (!payments.available) return;
      const expired = await orders.findExpiredCheckouts(db, payments.source, new Date(Date.now() - CHECKOUT_LIFETIME_MS), EXPIRED_AT_ONCE);
      const unsettled: string[] = [];
      for (const order of expired) {
        if (order.checkoutId) {
          let outcome: 'closed' | 'paid';
          try {
            outcome = await payments.closeCheckout(order.checkoutId);
          } catch (error) {
            unsettled.push(`${order.id}: ${error instanceof Error ? error.message : String(error)}`);
            continue;
          }
          if (outcome === 'paid') {
            log.warn({ orderId: order.id, checkoutId: order.checkoutId }, 'an expired checkout was paid, but its payment was never told to us');
            unsettled.push(`${order.id}: paid at the provider, its payment notification never arrived`);
            continue;
          }
        }
        await orders.markIncomplete(db, order.id);
      }
      if (unsettled.length > 0) throw new Error(`${unsettled.length} expired checkout(s) left pending: ${unsettled.join('; ')}`);
    },
  };
}
