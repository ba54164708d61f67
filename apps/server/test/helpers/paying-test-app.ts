import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, type FakeStripe } from './fake-stripe.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Registers, for the file (or the describe block it is called in), a test app paying through its
 * own fake Stripe, which answers as Stripe does at the start of each test; `use` is given both once
 * they run, and both are closed after the last test.
 */
export function withPayingTestApp(use: (app: TestApp, stripe: FakeStripe) => void | Promise<void>): void {
  let app: TestApp | undefined;
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp({ STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
    await use(app, stripe);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    if (stripe) stripe.behaviour = 'ok';
  });
}
