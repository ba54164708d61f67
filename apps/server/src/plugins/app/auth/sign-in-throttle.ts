import type { Database } from '../../../db/client.ts';
import * as repository from './sign-in-failures.repository.ts';

/**
 * Per-account limit on password guesses (NIST SP 800-63B §5.2.2): a few free attempts, then waits
 * that double up to a cap, and after 100 consecutive failures no more attempts until the owner
 * resets the password by e-mail. Waits stay short (at most 15 minutes) and the reset always works,
 * so an attacker cannot lock the owner out for long. Per-address limits apply besides.
 */
export const FREE_ATTEMPTS = 5;
export const MAX_CONSECUTIVE_FAILURES = 100;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;
/** A day without attempts forgets the earlier failures (not after the account is locked). */
const QUIET_RESET_MS = 24 * 60 * 60_000;

/** How long the next attempt must wait after attempt number `attempt` (1-based) failed or is under way. */
export function waitAfterAttempt(attempt: number): number {
  if (attempt <= FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (attempt - FREE_ATTEMPTS - 1), MAX_WAIT_MS);
}

export type AttemptDecision = { kind: 'allowed' } | { kind: 'wait'; retryAfterSeconds: number } | { kind: 'locked' };

/** Decides on one more attempt from the stored state; `next` is the state to store when it is allowed. */
export function decideAttempt(
  state: { failures: number; blockedUntil: Date | null; updatedAt: Date } | null,
  now: Date,
): { decision: AttemptDecision; next?: { failures: number; blockedUntil: Date | null } } {
  const quiet = !state || now.getTime() - state.updatedAt.getTime() > QUIET_RESET_MS;
  const failures = state && (!quiet || state.failures >= MAX_CONSECUTIVE_FAILURES) ? state.failures : 0;
  if (failures >= MAX_CONSECUTIVE_FAILURES) return { decision: { kind: 'locked' } };
  if (failures > 0 && state?.blockedUntil && state.blockedUntil > now) {
    return { decision: { kind: 'wait', retryAfterSeconds: Math.ceil((state.blockedUntil.getTime() - now.getTime()) / 1000) } };
  }
  const attempt = failures + 1;
  const wait = waitAfterAttempt(attempt);
  return { decision: { kind: 'allowed' }, next: { failures: attempt, blockedUntil: wait > 0 ? new Date(now.getTime() + wait) : null } };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class SignInThrottle {
  constructor(private readonly db: Database) {}

  /** Counts the attempt before it runs (so parallel guesses wait their turn), or refuses it. */
  claim(email: string, now = new Date()): Promise<AttemptDecision> {
    return repository.claimAttempt(this.db, normaliseEmail(email), (state) => decideAttempt(state, now), now);
  }

  /** A success or a password reset: the failures are forgotten. */
  async clear(email: string): Promise<void> {
    await repository.clearFailures(this.db, normaliseEmail(email));
  }
}
