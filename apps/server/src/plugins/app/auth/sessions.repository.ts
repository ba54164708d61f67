import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { BLOCKED_BY_MAX, RELATIONS_MAX, restrictionActive } from '@arya/core';
import { accountDeletions, authSessions, authUsers, memberBlocks, memberMutes, userProtected, users } from '../../../db/schema/index.ts';

/**
 * The session of a token with its member, role, verified phone and what their plan lets them read
 * (subscription, trial, language, coach mark) and their blocks and mutes (each list bounded by
 * RELATIONS_MAX), in one round trip (a prepared statement per database).
 */
function sessionUserQuery(db: Database) {
  return db
    .select({
      sessionId: authSessions.id,
      expiresAt: authSessions.expiresAt,
      lastUsedAt: authSessions.lastUsedAt,
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
      mutedUntil: userProtected.mutedUntil,
      suspendedUntil: userProtected.suspendedUntil,
      language: users.defaultLanguage,
      verified: users.verified,
      blocking: sql<string[]>`array(select ${memberBlocks.blockedId} from ${memberBlocks} where ${memberBlocks.blockerId} = ${authUsers.id} limit ${sql.raw(String(RELATIONS_MAX))})`,
      blockedBy: sql<string[]>`array(select ${memberBlocks.blockerId} from ${memberBlocks} where ${memberBlocks.blockedId} = ${authUsers.id} limit ${sql.raw(String(BLOCKED_BY_MAX))})`,
      muting: sql<string[]>`array(select ${memberMutes.mutedId} from ${memberMutes} where ${memberMutes.muterId} = ${authUsers.id} limit ${sql.raw(String(RELATIONS_MAX))})`,
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

/**
 * Whether a session is still signed in (not signed out, revoked or expired) and the member's: what a
 * bearer token is checked against. One primary-key lookup (a prepared statement per database).
 */
function liveSessionQuery(db: Database) {
  return db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('sessionId')), eq(authSessions.userId, sql.placeholder('userId')), gt(authSessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('live_session');
}

export async function isSessionLive(db: Database, sessionId: string, userId: string): Promise<boolean> {
  const rows = await prepared(db, 'live_session', liveSessionQuery).execute({ sessionId, userId });
  return rows.length > 0;
}

/** Records that a session was used now. */
export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ lastUsedAt: sql`now()` }).where(eq(authSessions.id, sessionId));
}

/** The member's signed-in sessions, last used first; never their tokens. */
export function listMemberSessions(db: Database, userId: string) {
  return db
    .select({ id: authSessions.id, userAgent: authSessions.userAgent, createdAt: authSessions.createdAt, lastUsedAt: authSessions.lastUsedAt })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, sql`now()`)))
    .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.createdAt));
}

/** Signs one of the member's sessions out; false when the member has no session of that id. */
export async function deleteMemberSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db.delete(authSessions).where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId))).returning({ id: authSessions.id });
  return deleted.length > 0;
}

/** Signs every session of the member out but one; answers how many were. */
export async function deleteOtherSessions(db: Database, userId: string, keptSessionId: string): Promise<number> {
  const deleted = await db.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.id, keptSessionId))).returning({ id: authSessions.id });
  return deleted.length;
}

/**
 * Why a session is refused to the member, if it is: suspended now (until when), or their account
 * being erased (its erasure began: credentials are about to go). One statement.
 */
export async function sessionRefusal(db: Database, userId: string): Promise<{ suspendedUntil: Date } | { erasing: true } | null> {
  const [row] = await db
    .select({ until: userProtected.suspendedUntil, erasingAt: accountDeletions.erasingAt })
    .from(userProtected)
    .leftJoin(accountDeletions, eq(accountDeletions.userId, userProtected.userId))
    .where(eq(userProtected.userId, userId));
  if (row?.erasingAt) return { erasing: true };
  return row?.until && restrictionActive(row.until) ? { suspendedUntil: row.until } : null;
}
