import type { Database } from '../../db/client.ts';
import type { JobQueue, JobType } from '../../jobs/job-queue.ts';
import { dueDeletions } from './account-deletion.repository.ts';
import { eraseAccountJob, eraseJobKey } from './erase-account.job.ts';

/** Requests looked at per day: far more than members leave in a day. */
const DUE_AT_ONCE = 500;

/**
 * Every day: an erasure due whose job was lost (dropped with its queue's history, or never sent)
 * is sent again, under the same key as the request's own job, so a job still kept (waiting,
 * retrying or failed for staff to see) is not doubled.
 */
export function eraseDueAccountsJob({ db, jobs }: { db: Database; jobs: Pick<JobQueue, 'send'> }): JobType {
  return {
    name: 'privacy.erase-due-accounts',
    cron: '17 3 * * *',
    retries: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 10 * 60,
    async run() {
      for (const due of await dueDeletions(db, new Date(), DUE_AT_ONCE)) {
        await jobs.send(eraseAccountJob, { userId: due.userId }, { key: eraseJobKey(due.userId, due.requestedAt) });
      }
    },
  };
}
