import {
  ACCOUNT_DELETION_GRACE_DAYS,
  isLanguage,
  localizePath,
  REAUTH_WINDOW_MINUTES,
  type AccountDeletionScheduled,
  type DeletionContentChoice,
  type requestAccountDeletionEndpoint,
} from '@arya/core';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client.ts';
import type { FailOf } from '../../http/fail.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Auth } from '../../plugins/app/auth/auth.ts';
import type { SignInThrottle } from '../../plugins/app/auth/sign-in-throttle.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { memberLanguage } from '../../shared/members/current-user.repository.ts';
import { DELETION_SCHEDULED_EMAIL, deletionDate } from '../../shared/account-deletion.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import * as repository from './account-deletion.repository.ts';
import { eraseAccountJob, eraseJobKey } from './erase-account.job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountDeletionDeps {
  db: Database;
  auth: Auth;
  guesses: SignInThrottle;
  jobs: Pick<JobQueue, 'send'>;
  payments: PaymentProvider;
  email: EmailSender;
  publicUrl: string;
  log: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
  /** Closes the member's realtime sockets once their sessions are gone. */
  sessionsEnded: (userId: string) => void;
}

type Failure = FailOf<typeof requestAccountDeletionEndpoint>;

/**
 * The member confirms who they are: with the password (a guess counted with the account's
 * sign-ins, as for a password change), or, for an account without one (social sign-in only), by a
 * session signed in less than REAUTH_WINDOW_MINUTES ago.
 */
async function confirmIdentity(deps: AccountDeletionDeps, user: SessionUser, password: string | undefined, headers: Headers, fail: Failure): Promise<void> {
  if (await repository.hasPassword(deps.db, user.id)) {
    if (!password) fail('CURRENT_PASSWORD_WRONG', 'Give your password to delete your account');
    const claim = await deps.guesses.claim(user.email);
    if (claim.kind === 'wait') fail('AUTH_TOO_MANY_ATTEMPTS', 'Too many wrong passwords on this account: try again later', { retryAfterSeconds: claim.retryAfterSeconds });
    if (claim.kind === 'locked') fail('AUTH_TOO_MANY_ATTEMPTS', 'Too many wrong passwords on this account: reset the password by e-mail');
    try {
      await deps.auth.api.verifyPassword({ body: { password }, headers });
    } catch (error) {
      const code = isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined;
      if (code === 'INVALID_PASSWORD' || code === 'PASSWORD_TOO_LONG') fail('CURRENT_PASSWORD_WRONG', 'The password is wrong');
      throw error;
    }
    await deps.guesses.clear(user.email);
    return;
  }
  const signedInAt = await repository.sessionCreatedAt(deps.db, user.sessionId);
  if (!signedInAt || Date.now() - signedInAt.getTime() > REAUTH_WINDOW_MINUTES * 60_000) {
    fail('REAUTH_REQUIRED', `Sign in again (less than ${REAUTH_WINDOW_MINUTES} minutes ago) to delete your account`, { windowMinutes: REAUTH_WINDOW_MINUTES });
  }
}

/**
 * Schedules the account's erasure (GDPR art. 17) after the grace period, in one transaction: the
 * request, the member's content hidden from everyone else, every session signed out, and the
 * erasure job due at the end of the grace period. Then the provider stops renewing their paid
 * subscriptions, and the member is e-mailed the date (signing in before it cancels everything).
 */
export async function requestAccountDeletion(
  deps: AccountDeletionDeps,
  user: SessionUser,
  input: { password?: string | undefined; content: DeletionContentChoice },
  headers: Headers,
  fail: Failure,
): Promise<AccountDeletionScheduled> {
  await confirmIdentity(deps, user, input.password, headers, fail);
  const now = new Date();
  const eraseAfter = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const scheduled = await deps.db.transaction(async (tx) => {
    // The request is kept with the profile (a tombstone after the erasure): an account that never
    // made one (signed up, never opened a page) has nothing to hide yet.
    if (!(await repository.hideMember(tx, user.id))) return fail('PROFILE_NOT_FOUND', 'This account has no profile yet: open the app once first');
    const row = await repository.insertDeletion(tx, { userId: user.id, requestedAt: now, eraseAfter, content: input.content });
    if (!row) return fail('ACCOUNT_DELETION_PENDING', 'The deletion of this account is already scheduled');
    await repository.deleteAllSessions(tx, user.id);
    await deps.jobs.send(eraseAccountJob, { userId: user.id }, { tx, key: eraseJobKey(user.id, row.requestedAt), startAfter: row.eraseAfter });
    return row;
  });
  deps.sessionsEnded(user.id);
  await stopRenewals(deps, user.id, now);
  await sendScheduledEmail(deps, user, scheduled.eraseAfter);
  return { requestedAt: scheduled.requestedAt.toISOString(), eraseAfter: scheduled.eraseAfter.toISOString(), content: scheduled.content };
}

/**
 * Paid subscriptions stop renewing (they run to their period's end, as a cancellation does). A
 * provider that fails here is not fatal: the erasure ends whatever still runs.
 */
async function stopRenewals(deps: AccountDeletionDeps, userId: string, now: Date): Promise<void> {
  if (!deps.payments.available) return;
  for (const subscription of await repository.renewingSubscriptions(deps.db, userId, deps.payments.source, now)) {
    try {
      await deps.payments.cancelAtPeriodEnd(subscription.providerSubscriptionId as string);
      await repository.markCancelledAtPeriodEnd(deps.db, subscription.id, now);
    } catch (error) {
      deps.log.warn({ err: error, subscriptionId: subscription.id }, 'a subscription of a member deleting their account could not be cancelled (the erasure ends it)');
    }
  }
}

async function sendScheduledEmail(deps: AccountDeletionDeps, user: SessionUser, eraseAfter: Date): Promise<void> {
  const stored = await memberLanguage(deps.db, user.id);
  const language = isLanguage(stored) ? stored : 'fr';
  const template = DELETION_SCHEDULED_EMAIL[language];
  try {
    await deps.email.send({
      to: user.email,
      subject: template.subject,
      text: template.text({ name: user.name, date: deletionDate(language, eraseAfter), url: `${deps.publicUrl}${localizePath('/auth', language)}` }),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'the account deletion e-mail could not be sent');
  }
}
