import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { authSessions, authUsers, userProtected, users } from '../../db/schema/index.ts';

/**
 * The session of a token with its member, role, verified phone and what their plan lets them read
 * (subscription, trial, language, coach mark), in one round trip (a prepared statement per database).
 */
function sessionUserQuery(db: Database) {
  return db
    .select({
      expiresAt: authSessions.expiresAt,
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      emailVerified: authUsers.emailVerified,
      image: authUsers.image,
      phoneNumber: authUsers.phoneNumber,
      phoneNumberVerified: authUsers.phoneNumberVerified,
      role: userProtected.role,
      lifetimeSubscriptionName: userProtected.lifetimeSubscriptionName,
      activeSubscriptionName: userProtected.activeSubscriptionName,
      activeSubscriptionUntil: userProtected.activeSubscriptionUntil,
      canReadNewsUntil: userProtected.canReadNewsUntil,
      language: users.defaultLanguage,
      verified: users.verified,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(userProtected, eq(userProtected.userId, authSessions.userId))
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_user');
}

export type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['execute']>>[number];

export async function findSessionUser(db: Database, token: string): Promise<SessionUserRow | null> {
  const [row] = await prepared(db, 'session_user', sessionUserQuery).execute({ token });
  return row ?? null;
}
