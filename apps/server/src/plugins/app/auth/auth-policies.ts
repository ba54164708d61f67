import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, TERMS_VERSION, text } from '@arya/core';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Database } from '../../../db/client.ts';
import { isCommonPassword } from './common-passwords.ts';
import { passwordWeaknessFor } from './password-strength.ts';
import { findResetTokenUserId } from './reset-tokens.repository.ts';
import { tookRestoringSession } from '../../../shared/account-deletion.ts';
import { sessionEndings } from './session-endings.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

const SIGN_IN = '/sign-in/email';
/** Endpoints that set a password, with where their new password is. */
const PASSWORD_SETTERS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

type Body = Record<string, unknown> | undefined;
const stringAt = (body: Body, key: string) => (typeof body?.[key] === 'string' ? (body[key] as string) : undefined);

/**
 * Rules better-auth does not have, run as its before/after hooks: no common, e-mail-like or
 * guessable (zxcvbn score under 3) password on any endpoint that sets one, no e-mail sign-up
 * without the current terms of use, the per-account limit on sign-in attempts, and word to `onSessionsEnded` when an endpoint may have ended some of a
 * member's sessions.
 */
export function authPolicies(db: Database, onSessionsEnded: (userId: string) => void = () => undefined) {
  const throttle = new SignInThrottle(db);
  const endings = sessionEndings(db, onSessionsEnded);

  /**
   * Who a new password is for: the e-mail and name typed at sign-up, else the member's own; null
   * when there is no such member (an unknown reset link, no session), which better-auth refuses.
   */
  async function memberOfRequest(path: string, body: Body, ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]): Promise<{ email: string; name: string } | null> {
    if (path === '/sign-up/email') return { email: stringAt(body, 'email') ?? '', name: stringAt(body, 'name') ?? '' };
    if (path === '/reset-password') {
      // As better-auth reads it: the body's token unless empty, else the query's.
      const token = stringAt(body, 'token') || (typeof ctx.query?.token === 'string' ? ctx.query.token : undefined);
      const userId = token ? await findResetTokenUserId(db, token) : null;
      const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
      return user ? { email: user.email, name: user.name } : null;
    }
    const user = (await getSessionFromCtx(ctx))?.user;
    return user ? { email: user.email, name: user.name } : null;
  }

  /** The first rule a new password breaks, cheapest first; zxcvbn last, as it takes milliseconds (in its worker). */
  async function passwordRefusal(password: string, member: { email: string; name: string }): Promise<APIError | null> {
    const problem = passwordProblem(password, member.email) ?? (isCommonPassword(password) ? 'AUTH_PASSWORD_TOO_COMMON' : null);
    if (problem) return new APIError('BAD_REQUEST', { code: problem, message: PROBLEM_MESSAGES[problem] });
    const weakness = await passwordWeaknessFor(password, member);
    return weakness ? new APIError('BAD_REQUEST', { code: 'AUTH_PASSWORD_TOO_WEAK', message: PROBLEM_MESSAGES.AUTH_PASSWORD_TOO_WEAK, details: weakness }) : null;
  }

  const before = createAuthMiddleware(async (ctx) => {
    const body = ctx.body as Body;
    // better-auth bounds neither: a name of a megabyte would be shown with every post.
    if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
      for (const [field, schema] of FIELD_RULES) {
        if (body?.[field] !== undefined && !schema.safeParse(body[field]).success) {
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: `The ${field} is too long` });
        }
      }
    }
    const passwordField = PASSWORD_SETTERS[ctx.path];
    if (passwordField) {
      const password = stringAt(body, passwordField);
      // Lengths first: better-auth answers those with their own codes.
      if (password !== undefined && password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH) {
        const member = await memberOfRequest(ctx.path, body, ctx);
        const refusal = member ? await passwordRefusal(password, member) : null;
        if (refusal) throw refusal;
      }
    }
    // Issue 25 (DSA, consumer law): no account without the current terms of use. Checked after the
    // fields, in the order of the form, whose box comes last; the profile's first bootstrap records it.
    if (ctx.path === '/sign-up/email' && stringAt(body, 'acceptedTerms') !== TERMS_VERSION) {
      throw new APIError('BAD_REQUEST', { code: 'AUTH_TERMS_NOT_ACCEPTED', message: `Accept the terms of use (version ${TERMS_VERSION}) to sign up: send acceptedTerms` });
    }
    if (ctx.path === SIGN_IN) {
      const email = stringAt(body, 'email');
      if (!email) return;
      const decision = await throttle.claim(email);
      if (decision.kind === 'locked') {
        throw new APIError('TOO_MANY_REQUESTS', { code: 'AUTH_ACCOUNT_LOCKED', message: 'Too many failed sign-ins on this account: reset the password to sign in again' });
      }
      if (decision.kind === 'wait') {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { code: 'AUTH_TOO_MANY_ATTEMPTS', message: 'Too many failed sign-ins on this account: try again later', retryAfterSeconds: decision.retryAfterSeconds },
          { 'Retry-After': String(decision.retryAfterSeconds) },
        );
      }
    }
    await endings.before(ctx);
  });

  const after = createAuthMiddleware(async (ctx) => {
    endings.after(ctx);
    // Whether this request's new session cancelled the member's pending account deletion (read on
    // every way in, so nothing is left behind; only the e-mail sign-in's answer tells it).
    const created = ctx.context.newSession?.session;
    const restored = created ? tookRestoringSession(created.token) : false;
    if (ctx.path !== SIGN_IN || isAPIError(ctx.context.returned)) return;
    const email = stringAt(ctx.body as Body, 'email');
    if (email) await throttle.clear(email);
    // The answer says so, for the sign-in page to tell them (the e-mail says it too).
    const returned = ctx.context.returned;
    if (restored && returned && typeof returned === 'object') {
      return ctx.json({ ...(returned as Record<string, unknown>), restored: true });
    }
  });

  return { before, after, onPasswordReset: (email: string) => throttle.clear(email) };
}

/** The account fields better-auth stores as they come, and the bounds core gives them. */
const FIELD_RULES = [
  // A blank name is allowed: the profile then takes the e-mail's local part (spec 1 §4).
  ['name', text({ max: NAME_MAX_LENGTH })],
  ['email', text({ trim: true, min: 1, max: EMAIL_MAX_LENGTH })],
] as const;

const PROBLEM_MESSAGES = {
  AUTH_PASSWORD_IS_EMAIL: 'The password must not be the e-mail address',
  AUTH_PASSWORD_TOO_COMMON: 'This password is among the most common ones: choose another',
  AUTH_PASSWORD_TOO_WEAK: 'This password is too easy to guess: see details for why and what to change',
} as const;
