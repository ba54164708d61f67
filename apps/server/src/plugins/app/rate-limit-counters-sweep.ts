import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import type { JobType } from '../../jobs/job-queue.ts';

/** Counters older than this are deleted (a window is at most a few minutes). */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes the shared rate-limit counters (postgres-rate-limit-store.ts) no window needs any more:
 * every ten minutes, one process for all of them. Run twice, the second run finds nothing to delete.
 */
export function rateLimitCountersSweep(db: Database): JobType {
  return {
    name: 'rate-limits.sweep-counters',
    cron: '*/10 * * * *',
    retries: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    async run() {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(Date.now() - STALE_AFTER_MS)));
    },
  };
}
