import { STAFF_FAILED_JOBS_PAGE_SIZE, type FailedJobsPage } from '@arya/core';
import type { JobQueue } from '../../jobs/job-queue.ts';

/** Jobs whose retries are spent (the queue's dead-letter state), the latest failure first. */
export async function failedJobsPage(jobs: JobQueue, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<FailedJobsPage> {
  const page = await jobs.failedJobs({ limit: query.limit ?? STAFF_FAILED_JOBS_PAGE_SIZE, cursor: query.cursor });
  return {
    items: page.items.map((row) => ({ id: row.id, queue: row.queue, error: row.error, attempts: row.attempts, createdAt: row.createdAt.toISOString(), failedAt: row.failedAt.toISOString() })),
    nextCursor: page.nextCursor,
  };
}
