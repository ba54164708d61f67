import { and, eq, like, lte, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { authVerifications } from '../../../db/schema/index.ts';

/** better-auth stores a reset token as the verification `reset-password:{token}` whose value is the user id. */
const RESET_PREFIX = 'reset-password:';

/** Only the latest reset link works: every older token of the member is deleted when a new one is sent. */
export async function deleteOlderResetTokens(db: Database, userId: string, latestToken: string): Promise<void> {
  const latest = `${RESET_PREFIX}${latestToken}`;
  const [current] = await db.select({ createdAt: authVerifications.createdAt }).from(authVerifications).where(eq(authVerifications.identifier, latest));
  if (!current) return;
  await db
    .delete(authVerifications)
    .where(
      and(
        eq(authVerifications.value, userId),
        like(authVerifications.identifier, `${RESET_PREFIX}%`),
        ne(authVerifications.identifier, latest),
        lte(authVerifications.createdAt, current.createdAt),
      ),
    );
}

/** The member a reset token belongs to, if it is still stored. */
export async function findResetTokenUserId(db: Database, token: string): Promise<string | null> {
  const [row] = await db.select({ userId: authVerifications.value }).from(authVerifications).where(eq(authVerifications.identifier, `${RESET_PREFIX}${token}`));
  return row?.userId ?? null;
}
