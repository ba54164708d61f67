import { STRIPE_WEBHOOK_PATH } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { Database } from '../../db/client.ts';
import type { InvoiceParty } from '../../db/schema/index.ts';
import { failWith, type Fail } from '../../http/fail.ts';
import { PaymentsUnavailableError, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from '../../providers/payments/index.ts';
import { applyPaymentEvent } from './fulfilment.service.ts';

/**
 * Stripe delivers in bursts (a renewal day, retries after an outage) from a few addresses: the API's
 * per-address limit would turn them away. Its own, higher limit still stops a flood; what it lets
 * through costs one signature check each.
 */
const WEBHOOK_DELIVERIES_PER_MINUTE = 1200;

/** A notification is a few kilobytes; this leaves room for a long invoice. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** What the provider is answered when a notification is refused (no endpoint of the contract: Stripe, not a member, calls it). */
const refuse: Fail<'WEBHOOK_SIGNATURE_INVALID' | 'SERVICE_UNAVAILABLE' | 'VALIDATION_ERROR'> = failWith;

/**
 * POST /api/webhooks/stripe: Stripe's signed notifications. The body is kept as it was sent (its
 * signature covers those exact bytes), so this plugin reads JSON as text for its own route only.
 * Outside /api/v…: Stripe's servers send no Origin, and the signature is what proves the sender.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { db, seller, payments }: { db: Database; seller: InvoiceParty; payments: PaymentProvider }) {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  const rateLimit = { max: WEBHOOK_DELIVERIES_PER_MINUTE, timeWindow: 60_000 };
  app.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true }, bodyLimit: WEBHOOK_BODY_LIMIT, config: { rateLimit } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    let event: PaymentEvent;
    try {
      event = payments.readNotification(typeof request.body === 'string' ? request.body : '', typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) refuse('WEBHOOK_SIGNATURE_INVALID', 'The notification is not signed by the payment provider');
      if (error instanceof PaymentsUnavailableError) refuse('SERVICE_UNAVAILABLE', 'Payments are not configured here');
      // Signed, but without what its type must carry: refused, so the provider delivers it again (and shows the failure).
      if (error instanceof ZodError || error instanceof SyntaxError) refuse('VALIDATION_ERROR', 'The notification could not be read');
      throw error;
    }
    const outcome = await applyPaymentEvent({ db, seller, log: request.log, liveAccess: app.liveAccess }, event, payments.source);
    return { received: true, replayed: outcome === 'replayed' };
  });
}
