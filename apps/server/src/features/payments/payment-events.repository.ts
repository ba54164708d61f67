import type { Transaction } from '../../db/client.ts';
import { coinEntries, paymentEvents } from '../../db/schema/index.ts';

/** Records a provider's event once; false when it was already handled (a replay). */
export async function recordPaymentEvent(tx: Transaction, event: { id: string; provider: string; type: string }): Promise<boolean> {
  const inserted = await tx.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Premium's coins, once per subscription (a unique index keeps a second credit out). */
export async function creditPremiumCoins(tx: Transaction, userId: string, subscriptionId: string, coins: number): Promise<void> {
  await tx.insert(coinEntries).values({ userId, amount: coins, reason: 'premium', subscriptionId }).onConflictDoNothing();
}
