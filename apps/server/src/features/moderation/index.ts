import { createReportEndpoint, moderationQueueEndpoint, moderationQueueSizeEndpoint, myReportsEndpoint } from '@arya/core';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { feature } from '../../plugins/app/feature.ts';
import { countWaiting } from './reports.repository.ts';
import { createReport, moderationQueue, myReports } from './reports.service.ts';

/** Reports (DSA notices) from members and visitors, and the staff queue they make. */
export default feature('moderation', async (app) => {
  const { db } = app.ctx;
  registerEndpoint(app, createReportEndpoint, ({ user, body, fail }) => createReport(db, user, body, fail));
  registerEndpoint(app, myReportsEndpoint, ({ user, query }) => myReports(db, user, query));
  registerEndpoint(app, moderationQueueEndpoint, ({ query }) => moderationQueue(db, query));
  registerEndpoint(app, moderationQueueSizeEndpoint, () => countWaiting(db));
});
