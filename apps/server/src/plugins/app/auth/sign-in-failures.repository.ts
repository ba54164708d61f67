import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { signInFailures } from '../../../db/schema/index.ts';
import type { AttemptDecision } from './sign-in-throttle.ts';

type FailureState = { failures: number; blockedUntil: Date | null; updatedAt: Date };
type Decide = (state: FailureState | null) => { decision: AttemptDecision; next?: { failures: number; blockedUntil: Date | null } };

/** Reads the account's row locked for update, decides, and stores the new state in one transaction. */
export async function claimAttempt(db: Database, email: string, decide: Decide, now: Date): Promise<AttemptDecision> {
  return db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ email, failures: 0, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.email, email)).for('update');
    const { decision, next } = decide(row ?? null);
    if (next) await tx.update(signInFailures).set({ ...next, updatedAt: now }).where(eq(signInFailures.email, email));
    return decision;
  });
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
