import { isAPIError, type createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../../../db/client.ts';
import { findResetTokenUserId } from './reset-tokens.repository.ts';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * better-auth's endpoints after which some of a member's sessions may have ended: their own
 * (sign-out) or all (a password reset). Whose they were must be read before: afterwards the session
 * that named the member may be gone. (Its revocations and password change are closed: the security
 * page's endpoints sign sessions out and say so themselves.)
 */
const SESSION_ENDING_PATHS = new Set(['/sign-out', '/reset-password']);

/**
 * Tells `onEnded` whose sessions may have ended once one of those endpoints succeeded (the realtime
 * sockets of a session that ended are then closed). Runs as a before hook, which notes the member
 * (one query, on these rare endpoints only), and an after hook.
 */
export function sessionEndings(db: Database, onEnded: (userId: string) => void) {
  /** The member of each request under way (the same Request reaches both hooks). */
  const members = new WeakMap<Request, string>();

  async function memberOf(ctx: HookContext): Promise<string | null> {
    if (ctx.path === '/reset-password') {
      // As better-auth reads it: the body's token unless empty, else the query's.
      const body = ctx.body as { token?: unknown } | undefined;
      const token = (typeof body?.token === 'string' && body.token) || (typeof ctx.query?.token === 'string' ? ctx.query.token : undefined);
      return token ? findResetTokenUserId(db, token) : null;
    }
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    return token ? ((await ctx.context.internalAdapter.findSession(token))?.session.userId ?? null) : null;
  }

  return {
    async before(ctx: HookContext): Promise<void> {
      if (!SESSION_ENDING_PATHS.has(ctx.path) || !ctx.request) return;
      const userId = await memberOf(ctx);
      if (userId) members.set(ctx.request, userId);
    },
    after(ctx: HookContext): void {
      const userId = ctx.request ? members.get(ctx.request) : undefined;
      if (!userId || !ctx.request) return;
      members.delete(ctx.request);
      if (!isAPIError(ctx.context.returned)) onEnded(userId);
    },
  };
}
