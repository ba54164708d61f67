import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import type { JobType } from '../../jobs/job-queue.ts';

/**
 * Deletes the shared rate-limit counters (postgres-rate-limit-store.ts) whose window is over:
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
      // Each counter's own window: the API's is a minute, a member's reports are counted over a day.
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStart} + ${rateLimitCounters.windowMs} * interval '1 millisecond' < now()`);
    },
  };
}
