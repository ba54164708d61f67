import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { authUsers, smsSends } from '../../db/schema/index.ts';
import type { RecentSends, WindowUse } from './sms-limits.ts';

const HOUR_SECONDS = 3600;

/** Sends matching `where` in the last hour's rows, and the seconds until the one at `edge` leaves its window. */
function windowUse(where: SQL, edge: 'min' | 'max', windowSeconds: number) {
  return {
    count: sql<number>`count(*) filter (where ${where})::int`,
    wait: sql<number>`coalesce(ceil(extract(epoch from ${sql.raw(edge)}(${smsSends.createdAt}) filter (where ${where}) + make_interval(secs => ${windowSeconds}) - now())), 0)::int`,
  };
}

/**
 * The last hour's sends counted for each limit, in one read (database clock): the member asking for
 * this number (within the shortest wait, and in the hour), the member, the address and in all. A
 * number's limits count only the member asking, so nobody can use them up for its owner.
 */
export async function countRecentSends(
  tx: Transaction,
  input: { phoneNumber: string; userId: string; ip: string; intervalSeconds: number },
): Promise<RecentSends> {
  const memberAndNumber = and(eq(smsSends.userId, input.userId), eq(smsSends.phoneNumber, input.phoneNumber)) as SQL;
  const numberRecent = windowUse(and(memberAndNumber, sql`${smsSends.createdAt} > now() - make_interval(secs => ${input.intervalSeconds})`) as SQL, 'max', input.intervalSeconds);
  const numberHour = windowUse(memberAndNumber, 'min', HOUR_SECONDS);
  const memberHour = windowUse(eq(smsSends.userId, input.userId), 'min', HOUR_SECONDS);
  const ipHour = windowUse(eq(smsSends.ip, input.ip), 'min', HOUR_SECONDS);
  const globalHour = windowUse(sql`true`, 'min', HOUR_SECONDS);
  const [row] = await tx
    .select({
      numberRecent: numberRecent.count,
      numberRecentWait: numberRecent.wait,
      numberHour: numberHour.count,
      numberHourWait: numberHour.wait,
      memberHour: memberHour.count,
      memberHourWait: memberHour.wait,
      ipHour: ipHour.count,
      ipHourWait: ipHour.wait,
      globalHour: globalHour.count,
      globalHourWait: globalHour.wait,
    })
    .from(smsSends)
    .where(gt(smsSends.createdAt, sql`now() - interval '1 hour'`));
  const use = (count: number | undefined, waitSeconds: number | undefined): WindowUse => ({ count: count ?? 0, waitSeconds: waitSeconds ?? 0 });
  return {
    numberRecent: use(row?.numberRecent, row?.numberRecentWait),
    numberHour: use(row?.numberHour, row?.numberHourWait),
    memberHour: use(row?.memberHour, row?.memberHourWait),
    ipHour: use(row?.ipHour, row?.ipHourWait),
    globalHour: use(row?.globalHour, row?.globalHourWait),
  };
}

/**
 * Serialises one member's sends, so two requests at once cannot both pass the limits of the member
 * and of the member's numbers (those of the address and in all may be passed by one or two sends).
 */
export async function lockMemberSends(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${userId}`}))`);
}

export async function insertSend(tx: Transaction, input: { userId: string; phoneNumber: string; ip: string }) {
  const [row] = await tx.insert(smsSends).values(input).returning({ id: smsSends.id, createdAt: smsSends.createdAt });
  return row as { id: number; createdAt: Date };
}

export async function markSend(db: Database, id: number, status: 'sent' | 'failed'): Promise<void> {
  await db.update(smsSends).set({ status }).where(eq(smsSends.id, id));
}

/** The member whose account holds this number, verified. */
export async function numberHolder(db: Database | Transaction, phoneNumber: string): Promise<string | null> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.phoneNumber, phoneNumber), eq(authUsers.phoneNumberVerified, true)))
    .limit(1);
  return row?.id ?? null;
}
