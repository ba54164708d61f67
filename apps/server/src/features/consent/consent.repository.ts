import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { Keyset, paginate, type PageRequest } from '../../db/keyset.ts';
import { consentRecords, users } from '../../db/schema/index.ts';

/**
 * One choice of a browser, and of its member when signed in. A session whose profile is not made
 * yet (before bootstrapMe) stores no member: bootstrapMe links the browser's rows when it makes it.
 */
export async function insertConsentRecord(
  db: Database,
  record: { consentId: string; userId: string | null; kind: 'analytics'; version: string; granted: boolean; validDays: number },
) {
  const [row] = await db
    .insert(consentRecords)
    .values({
      consentId: record.consentId,
      userId: record.userId === null ? null : sql<string | null>`(select ${users.id} from ${users} where ${users.id} = ${record.userId})`,
      kind: record.kind,
      version: record.version,
      granted: record.granted,
      // The database's instant (microseconds: two choices in one millisecond keep their order).
      expiresAt: sql`now() + make_interval(hours => ${record.validDays * 24})`,
    })
    .returning({ createdAt: consentRecords.createdAt, expiresAt: consentRecords.expiresAt });
  return row!;
}

/** Newest first, ties by id. */
const consentsKeyset = new Keyset(consentRecords.createdAt, [consentRecords.id]);

/** A page of the member's consent records (consent_records_user_idx), newest first. */
export function findConsentsPage(db: Database, userId: string, page: PageRequest) {
  return paginate(
    consentsKeyset,
    page,
    ({ after, orderBy, limit }) =>
      db
        .select({
          id: consentRecords.id,
          kind: consentRecords.kind,
          version: consentRecords.version,
          granted: consentRecords.granted,
          createdAt: consentRecords.createdAt,
          expiresAt: consentRecords.expiresAt,
          cursorDate: consentsKeyset.instant,
        })
        .from(consentRecords)
        .where(and(eq(consentRecords.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => [row.id],
  );
}
