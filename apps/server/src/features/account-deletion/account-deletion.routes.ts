import { requestAccountDeletionEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { toFetchHeaders } from '../../plugins/app/auth/index.ts';
import { SignInThrottle } from '../../plugins/app/auth/sign-in-throttle.ts';
import { requestAccountDeletion, type AccountDeletionDeps } from './account-deletion.service.ts';
import { eraseAccountJobType } from './erase-account.job.ts';
import { eraseDueAccountsJob } from './erase-due-accounts.job.ts';

/** Leaving (GDPR art. 17): the request, the erasure when the grace period is over, and its daily catch-up. */
export async function accountDeletionRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const { payments, storage, email } = app.providers;
  const deps: AccountDeletionDeps = {
    db,
    auth: app.auth,
    guesses: new SignInThrottle(db),
    jobs: app.jobs,
    payments,
    email,
    publicUrl: config.publicUrl,
    log: app.log,
    sessionsEnded: (userId) => app.liveAccess.sessionsEnded(userId),
  };
  await app.jobs.define(eraseAccountJobType({ db, storage, payments }));
  await app.jobs.define(eraseDueAccountsJob({ db, jobs: app.jobs }));
  registerEndpoint(app, requestAccountDeletionEndpoint, ({ user, body, request, fail }) => requestAccountDeletion(deps, user, body, toFetchHeaders(request), fail));
}
