import { STAFF_FAILED_JOBS_PAGE_SIZE, type FailedJobsPage } from '@arya/core';
import { cursorFromQuery, keysetPage } from '../../db/keyset.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/** Jobs whose retries are spent (the queue's dead-letter state), the latest failure first. */
export async function failedJobsPage(jobs: JobQueue, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<FailedJobsPage> {
  const limit = query.limit ?? STAFF_FAILED_JOBS_PAGE_SIZE;
  const cursor = cursorFromQuery(query.cursor, 1);
  const rows = await jobs.failedJobs(limit + 1, cursor ? { at: cursor.at, id: cursor.ids[0] as string } : null);
  const page = keysetPage(rows, limit, (row) => ({ at: row.cursorDate, ids: [row.id] }));
  return {
    items: page.rows.map((row) => ({ id: row.id, queue: row.queue, error: row.error, attempts: row.attempts, createdAt: row.createdAt.toISOString(), failedAt: row.failedAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}
