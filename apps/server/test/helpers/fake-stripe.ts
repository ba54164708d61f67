import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_SECRET_KEY = 'sk_test_fake_secret_key';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_webhook_secret';

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string;
  idempotencyKey: string;
  form: URLSearchParams;
}

/** How the fake answers the next calls: as Stripe does, with an error status, or never. */
export type StripeBehaviour = 'ok' | 'error' | 'hang';

/**
 * A stand-in for Stripe's API on 127.0.0.1: it opens checkout sessions, updates subscriptions and deletes customers
 * as Stripe answers them, records every request, and can fail or hang on demand.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  let behaviour: StripeBehaviour = 'ok';
  let sessions = 0;
  /** Each session's status, as Stripe keeps it: open until paid (complete()) or expired. */
  const sessionStatus = new Map<string, 'open' | 'complete' | 'expired'>();
  /** Customers deleted (DELETE /v1/customers/:id). */
  const deletedCustomers = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization ?? '',
        idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      if (behaviour === 'hang') return;
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(body));
      };
      if (behaviour === 'error') return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe' } });
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        sessionStatus.set(id, 'open');
        return send(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      const session = /^\/v1\/checkout\/sessions\/([^/?]+)(\/expire)?$/.exec(path);
      const sessionId = decodeURIComponent(session?.[1] ?? '');
      const status = sessionStatus.get(sessionId);
      if (session && status && request.method === 'GET' && !session[2]) return send(200, { id: sessionId, object: 'checkout.session', status });
      if (session && status && request.method === 'POST' && session[2]) {
        if (status !== 'open') return send(400, { error: { type: 'invalid_request_error', message: `This Checkout Session is ${status}; only open ones can be expired` } });
        sessionStatus.set(sessionId, 'expired');
        return send(200, { id: sessionId, object: 'checkout.session', status: 'expired' });
      }
      const subscription = /^\/v1\/subscriptions\/([^/?]+)$/.exec(path);
      if (request.method === 'POST' && subscription) {
        return send(200, { id: decodeURIComponent(subscription[1] ?? ''), object: 'subscription', cancel_at_period_end: true, status: 'active' });
      }
      if (request.method === 'DELETE' && subscription) {
        return send(200, { id: decodeURIComponent(subscription[1] ?? ''), object: 'subscription', status: 'canceled' });
      }
      const customer = /^\/v1\/customers\/([^/?]+)$/.exec(path);
      if (request.method === 'DELETE' && customer) {
        const id = decodeURIComponent(customer[1] ?? '');
        // As Stripe: a customer deleted once is no longer found.
        if (deletedCustomers.has(id)) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${id}'` } });
        deletedCustomers.add(id);
        return send(200, { id, object: 'customer', deleted: true });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The member paid this session at Stripe (its notification is sent separately, when a test delivers it). */
    complete(sessionId: string) {
      sessionStatus.set(sessionId, 'complete');
    },
    statusOf: (sessionId: string) => sessionStatus.get(sessionId),
    customerDeleted: (customerId: string) => deletedCustomers.has(customerId),
    set behaviour(value: StripeBehaviour) {
      behaviour = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const signer = new Stripe(STRIPE_SECRET_KEY);
let eventCounter = 0;

/** A Stripe event as its webhook delivers it: the JSON body and its Stripe-Signature header. */
export function signedEvent(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string; timestamp?: number; created?: number } = {}) {
  eventCounter += 1;
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ id: options.id ?? `evt_test_${eventCounter}_${Date.now()}`, object: 'event', type, created, api_version: '2026-10-28.endive', livemode: false, data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? STRIPE_WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  return { body, signature, id: JSON.parse(body).id as string };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
