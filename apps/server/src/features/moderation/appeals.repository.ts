import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { moderationAppeals, moderationDecisions, users } from '../../db/schema/index.ts';

const decider = alias(users, 'appeal_decider');

/** Appeals of a status, newest first (keyset pages), with who answered. */
export function findAppealsPage(db: Database, status: 'pending' | 'upheld' | 'overturned', page: PageRequest) {
  const keyset = new Keyset(moderationAppeals.createdAt, [moderationAppeals.id]);
  return paginate(
    keyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          appeal: moderationAppeals,
          decidedBy: { id: decider.id, name: decider.displayName, alias: sql<string | null>`coalesce(${decider.vanityAlias}, ${decider.systemAlias})` },
          cursorDate: keyset.instant,
        })
        .from(moderationAppeals)
        .leftJoin(decider, eq(decider.id, moderationAppeals.decidedBy))
        .where(and(eq(moderationAppeals.status, status), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [String(row.appeal.id)],
  );
}

/** One appeal with who answered it. */
export async function findAppeal(db: Database | Transaction, appealId: number) {
  const [row] = await db
    .select({ appeal: moderationAppeals, decidedBy: { id: decider.id, name: decider.displayName, alias: sql<string | null>`coalesce(${decider.vanityAlias}, ${decider.systemAlias})` } })
    .from(moderationAppeals)
    .leftJoin(decider, eq(decider.id, moderationAppeals.decidedBy))
    .where(eq(moderationAppeals.id, appealId));
  return row ?? null;
}

/** An appeal and its decision, both locked (two staff answering at once: the second waits, then finds it decided). */
export async function lockAppeal(tx: Transaction, appealId: number) {
  const [row] = await tx
    .select({ appeal: moderationAppeals, decision: moderationDecisions })
    .from(moderationAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .where(eq(moderationAppeals.id, appealId))
    .for('update');
  return row ?? null;
}

export async function answerAppeal(tx: Transaction, appealId: number, answer: { status: 'upheld' | 'overturned'; decidedBy: string; response: string; at: Date }) {
  await tx.update(moderationAppeals).set({ status: answer.status, decidedBy: answer.decidedBy, decidedAt: answer.at, response: answer.response }).where(eq(moderationAppeals.id, appealId));
}

export async function markOverruled(tx: Transaction, decisionId: number, by: number, at: Date) {
  await tx.update(moderationDecisions).set({ overruledAt: at, overruledByDecisionId: by }).where(eq(moderationDecisions.id, decisionId));
}
