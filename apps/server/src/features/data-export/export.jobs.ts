import type { JobType } from '../../jobs/job-queue.ts';
import { BUILD_EXPORT_JOB, buildExport, sweepExports, type ExportDeps } from './export.service.ts';

/**
 * Prepares a copy of a member's data. pg-boss gives a worker one job at a time, so one archive is
 * made at once per process; the time budget covers a heavy member's uploads and invoices.
 */
export function buildExportJob(deps: ExportDeps): JobType<{ exportId: string }> {
  return {
    name: BUILD_EXPORT_JOB,
    retries: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    run: ({ exportId }) => buildExport(deps, exportId),
  };
}

/** Every hour: expired archives deleted (their copies marked expired), copies stuck pending failed. */
export function sweepExportsJob(deps: Pick<ExportDeps, 'db' | 'storage' | 'log'>): JobType {
  return {
    name: 'privacy.sweep-exports',
    cron: '17 * * * *',
    retries: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    async run() {
      const swept = await sweepExports(deps);
      if (swept.expired + swept.failed > 0) deps.log.info(swept, 'data exports swept');
    },
  };
}
