import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { phoneCodes } from '../../db/schema/index.ts';

export interface StoredCode {
  codeHash: string;
  attempts: number;
  sentAt: Date;
  expiresAt: Date;
  /** By the database clock, like the expiry. */
  expired: boolean;
}

const target = (input: { userId: string; phoneNumber: string }) => and(eq(phoneCodes.userId, input.userId), eq(phoneCodes.phoneNumber, input.phoneNumber));

/** The member's new code for this number, replacing the one before (and dropping their expired codes). */
export async function replaceCode(db: Database, input: { userId: string; phoneNumber: string; codeHash: string; validitySeconds: number }) {
  await db.delete(phoneCodes).where(and(eq(phoneCodes.userId, input.userId), lte(phoneCodes.expiresAt, sql`now()`)));
  const values = { codeHash: input.codeHash, attempts: 0, sentAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${input.validitySeconds})` };
  const [row] = await db
    .insert(phoneCodes)
    .values({ userId: input.userId, phoneNumber: input.phoneNumber, ...values })
    .onConflictDoUpdate({ target: [phoneCodes.userId, phoneCodes.phoneNumber], set: values })
    .returning({ sentAt: phoneCodes.sentAt, expiresAt: phoneCodes.expiresAt });
  return row as { sentAt: Date; expiresAt: Date };
}

/** The member's code for this number that still works (not expired, tries left), if any. */
export async function usableCode(db: Database, input: { userId: string; phoneNumber: string; maxAttempts: number }) {
  const [row] = await db
    .select({ sentAt: phoneCodes.sentAt, expiresAt: phoneCodes.expiresAt })
    .from(phoneCodes)
    .where(and(target(input), gt(phoneCodes.expiresAt, sql`now()`), sql`${phoneCodes.attempts} < ${input.maxAttempts}`));
  return row ?? null;
}

/** The member's code for this number, locked until the transaction ends so two checks count their tries one after the other. */
export async function lockCode(tx: Transaction, input: { userId: string; phoneNumber: string }): Promise<StoredCode | null> {
  const [row] = await tx
    .select({
      codeHash: phoneCodes.codeHash,
      attempts: phoneCodes.attempts,
      sentAt: phoneCodes.sentAt,
      expiresAt: phoneCodes.expiresAt,
      expired: sql<boolean>`${phoneCodes.expiresAt} <= now()`,
    })
    .from(phoneCodes)
    .where(target(input))
    .for('update');
  return row ?? null;
}

export async function countWrongCode(tx: Transaction, input: { userId: string; phoneNumber: string }): Promise<void> {
  await tx
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(target(input));
}

/** A code works once. */
export async function deleteCode(tx: Transaction, input: { userId: string; phoneNumber: string }): Promise<void> {
  await tx.delete(phoneCodes).where(target(input));
}
