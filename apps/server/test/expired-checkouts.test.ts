import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { CHECKOUT_LIFETIME_MS } from '../src/features/payments/expired-checkouts.job.ts';
import { JOBS_SCHEMA } from '../src/jobs/job-queue.ts';
import { checkout, newMember, ordersOf } from './helpers/billing.ts';
import type { FakeStripe } from './helpers/fake-stripe.ts';
import { withPayingTestApp } from './helpers/paying-test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let stripe: FakeStripe;
withPayingTestApp((app, fake) => {
  t = app;
  stripe = fake;
});

const closeExpiredCheckouts = { name: 'payments.close-expired-checkouts' };
/** Runs the hourly job now and waits for it. */
async function runJob(): Promise<string> {
  const id = (await t.app.jobs.send(closeExpiredCheckouts, {})) as string;
  await t.app.jobs.idle();
  return id;
}
const openedAgo = (orderId: string, ms: number) => t.database.db.update(orders).set({ createdAt: new Date(Date.now() - ms) }).where(eq(orders.id, orderId));
/** A member's checkout started through the API: its pending order and Stripe session. */
async function startedCheckout() {
  const member = await newMember(t);
  expect((await checkout(t, member.cookie)).statusCode).toBe(200);
  const [order] = await ordersOf(t, member.userId);
  return { member, order: order as typeof orders.$inferSelect, checkoutId: order?.providerCheckoutId as string };
}

describe('the hourly job closing expired checkouts', () => {
  it('closes a checkout left open past its lifetime at Stripe, leaves its order incomplete, and a second run changes nothing', async () => {
    const expired = await startedCheckout();
    await openedAgo(expired.order.id, CHECKOUT_LIFETIME_MS + 60_000);
    const fresh = await startedCheckout();
    // An order whose checkout never started (the process stopped in between).
    const neverStarted = randomUUID();
    await t.database.db.insert(orders).values({ id: neverStarted, userId: fresh.member.userId, plan: 'monthly', amountCents: 1000, status: 'pending', source: 'stripe', createdAt: new Date(Date.now() - CHECKOUT_LIFETIME_MS - 1000) });

    await runJob();
    expect(stripe.statusOf(expired.checkoutId)).toBe('expired');
    expect(stripe.statusOf(fresh.checkoutId)).toBe('open');
    const statusOf = async (id: string) => (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
    expect(await statusOf(expired.order.id)).toBe('incomplete');
    expect(await statusOf(neverStarted)).toBe('incomplete');
    expect(await statusOf(fresh.order.id)).toBe('pending');

    const callsBefore = stripe.requests.length;
    const id = await runJob();
    expect(stripe.requests.length).toBe(callsBefore);
    expect(await statusOf(expired.order.id)).toBe('incomplete');
    expect(await statusOf(fresh.order.id)).toBe('pending');
    const { rows } = await t.database.pool.query(`select state from ${JOBS_SCHEMA}.job where id = $1`, [id]);
    expect(rows[0]).toEqual({ state: 'completed' });
  });

  it('leaves a checkout paid at Stripe pending (its payment notification settles it) and fails, naming the order, so staff see it', async () => {
    const paid = await startedCheckout();
    stripe.complete(paid.checkoutId);
    await openedAgo(paid.order.id, CHECKOUT_LIFETIME_MS + 60_000);
    const id = await runJob();
    const { rows } = await t.database.pool.query<{ state: string; output: { message: string } }>(`select state, output from ${JOBS_SCHEMA}.job where id = $1`, [id]);
    expect(rows[0]?.state).toBe('retry');
    expect(rows[0]?.output.message).toContain(`${paid.order.id}: paid at the provider`);
    expect((await ordersOf(t, paid.member.userId))[0]?.status).toBe('pending');
    // Settled like the others once the notification came: the next runs have nothing left to do.
    await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, paid.order.id));
    await t.database.pool.query(`update ${JOBS_SCHEMA}.job set start_after = now() where id = $1`, [id]);
    await vi.waitFor(async () => expect((await t.database.pool.query(`select state from ${JOBS_SCHEMA}.job where id = $1`, [id])).rows[0]).toEqual({ state: 'completed' }), { timeout: 10_000, interval: 100 });
  });
});
