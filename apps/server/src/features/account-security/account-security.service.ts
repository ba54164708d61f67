import { describeUserAgent, type AnswerableError, type changePasswordEndpoint, type MemberSessions, type PasswordChangeInput, type SignedOut } from '@arya/core';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import type { SignInThrottle } from '../../plugins/app/auth/sign-in-throttle.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Auth } from '../../plugins/app/auth/auth.ts';
import { deleteMemberSession, deleteOtherSessions, listMemberSessions } from '../../plugins/app/auth/sessions.repository.ts';

export interface AccountSecurityDeps {
  db: Database;
  auth: Auth;
  /** The account's password guesses, shared with sign-in and by every process (the database). */
  guesses: SignInThrottle;
}

export async function memberSessions(db: Database, user: SessionUser): Promise<MemberSessions> {
  const rows = await listMemberSessions(db, user.id);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === user.sessionId,
    })),
  };
}

/** Another member's session id is answered like an unknown one, so ids cannot be probed. */
export async function signOutSession(db: Database, user: SessionUser, sessionId: string, fail: Fail<'SESSION_NOT_FOUND'>): Promise<SignedOut> {
  if (!(await deleteMemberSession(db, user.id, sessionId))) fail('SESSION_NOT_FOUND', 'You have no signed-in session with this id');
  return { signedOutSessions: 1 };
}

export async function signOutOtherSessions(db: Database, user: SessionUser): Promise<SignedOut> {
  return { signedOutSessions: await deleteOtherSessions(db, user.id, user.sessionId) };
}

/** better-auth's and our password policy's codes (plugins/app/auth/auth-policies.ts), as this endpoint answers them. */
const CHANGE_ERRORS: Record<string, AnswerableError<typeof changePasswordEndpoint>> = {
  INVALID_PASSWORD: 'CURRENT_PASSWORD_WRONG',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'PASSWORD_NOT_SET',
  PASSWORD_TOO_SHORT: 'AUTH_WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'AUTH_PASSWORD_TOO_LONG',
  AUTH_PASSWORD_TOO_COMMON: 'AUTH_PASSWORD_TOO_COMMON',
  AUTH_PASSWORD_IS_EMAIL: 'AUTH_PASSWORD_IS_EMAIL',
  AUTH_PASSWORD_TOO_WEAK: 'AUTH_PASSWORD_TOO_WEAK',
};

/**
 * Changes the password through better-auth (which checks the current one and hashes the new one;
 * its hooks apply the password policy), then signs the member's other sessions out unless they
 * keep them. better-auth's own way would replace this session too and hand its token to the
 * browser; this one keeps the session the member is using.
 */
export async function changePassword(deps: AccountSecurityDeps, user: SessionUser, input: Required<PasswordChangeInput>, headers: Headers, fail: FailOf<typeof changePasswordEndpoint>): Promise<SignedOut> {
  // Each change tries a current password: a guess at it, counted with the account's sign-ins (a
  // stolen session gets no more guesses here than at the sign-in page), forgotten once it is right.
  const claim = await deps.guesses.claim(user.email);
  if (claim.kind === 'wait') fail('AUTH_TOO_MANY_ATTEMPTS', 'Too many wrong passwords on this account: try again later', { retryAfterSeconds: claim.retryAfterSeconds });
  if (claim.kind === 'locked') fail('AUTH_TOO_MANY_ATTEMPTS', 'Too many wrong passwords on this account: reset the password by e-mail');
  try {
    await deps.auth.api.changePassword({ body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: false }, headers });
    await deps.guesses.clear(user.email);
  } catch (error) {
    const body = isAPIError(error) ? (error.body as { code?: string; message?: string; details?: unknown } | undefined) : undefined;
    const code = body?.code ? CHANGE_ERRORS[body.code] : undefined;
    if (code) fail(code, body?.message ?? 'The password was not changed', body?.details);
    throw error;
  }
  return { signedOutSessions: input.keepOtherSessions ? 0 : await deleteOtherSessions(deps.db, user.id, user.sessionId) };
}
