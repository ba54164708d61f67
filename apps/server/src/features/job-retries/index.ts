import { retryFailedJobEndpoint } from '@arya/core';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { feature } from '../../plugins/app/feature.ts';

/**
 * Staff send a failed background job back to its queue once its cause is mended (the failed jobs
 * are listed on the staff page). The whole feature: its contract entry in core and this plugin.
 */
export default feature('job-retries', async (app) => {
  registerEndpoint(app, retryFailedJobEndpoint, async ({ params, fail }) => {
    const retried = await app.jobs.retryFailed(params.jobId);
    return retried ?? fail('NOT_FOUND', 'No failed job has this id: it may have been sent back already');
  });
});
