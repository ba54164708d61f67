import {
  appealDecisionEndpoint,
  appealsQueueEndpoint,
  createReportEndpoint,
  decideAppealEndpoint,
  decideCaseEndpoint,
  moderationCaseEndpoint,
  moderationQueueEndpoint,
  moderationQueueSizeEndpoint,
  myDecisionEndpoint,
  myDecisionsEndpoint,
  myReportsEndpoint,
} from '@arya/core';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { feature } from '../../plugins/app/feature.ts';
import { appealsQueue, decideAppeal } from './appeals.service.ts';
import { appealDecision, decideCase, moderationCase, myDecision, myDecisions } from './decisions.service.ts';
import { countWaiting } from './reports.repository.ts';
import { createReport, moderationQueue, myReports } from './reports.service.ts';
import { noticeReceiptJob, notifierOutcomeJob } from './notifier-outcome.job.ts';
import { sendStatementJob } from './statement.job.ts';

/**
 * Reports (DSA notices) from members and visitors, the staff queue they make, decisions with their
 * statements of reasons, and appeals against them.
 */
export default feature('moderation', async (app) => {
  const { db, config } = app.ctx;
  const { jobs, live, liveAccess } = app;
  await jobs.define(sendStatementJob({ db, email: app.providers.email, publicUrl: config.publicUrl }));
  await jobs.define(notifierOutcomeJob({ db, email: app.providers.email }));
  await jobs.define(noticeReceiptJob({ db, email: app.providers.email }));

  registerEndpoint(app, createReportEndpoint, ({ user, body, fail }) => createReport(db, jobs, user, body, fail));
  registerEndpoint(app, myReportsEndpoint, ({ user, query }) => myReports(db, user, query));
  registerEndpoint(app, moderationQueueEndpoint, ({ query }) => moderationQueue(db, query));
  registerEndpoint(app, moderationQueueSizeEndpoint, () => countWaiting(db));

  registerEndpoint(app, moderationCaseEndpoint, ({ params, fail }) => moderationCase(db, Number(params.caseId), fail));
  registerEndpoint(app, decideCaseEndpoint, async ({ user, params, body, fail }) => {
    const caseId = Number(params.caseId);
    const done = await decideCase(db, jobs, user.id, caseId, body, fail);
    // Committed: the member's sockets decide again (a suspended member's close), counts and badges move.
    if (done.action === 'suspend') liveAccess.sessionsEnded(done.memberId);
    else if (done.action === 'mute') liveAccess.memberChanged(done.memberId);
    await Promise.all([
      ...done.postsChanged.map((id) => live.postCountsChanged(id)),
      ...done.commentsChanged.map((id) => live.commentCountsChanged(id)),
      ...done.notified.map((id) => live.unreadChanged(id)),
    ]);
    return moderationCase(db, caseId, fail);
  });
  registerEndpoint(app, appealsQueueEndpoint, ({ query }) => appealsQueue(db, query));
  registerEndpoint(app, decideAppealEndpoint, async ({ user, params, body, fail }) => {
    const done = await decideAppeal(db, jobs, user.id, Number(params.appealId), body, fail);
    if (done.lifted) liveAccess.memberChanged(done.memberId);
    await Promise.all([
      ...done.postsChanged.map((id) => live.postCountsChanged(id)),
      ...done.commentsChanged.map((id) => live.commentCountsChanged(id)),
      ...done.notified.map((id) => live.unreadChanged(id)),
    ]);
    return done.appeal;
  });

  registerEndpoint(app, myDecisionsEndpoint, ({ user, query }) => myDecisions(db, user.id, query));
  registerEndpoint(app, myDecisionEndpoint, ({ user, params, fail }) => myDecision(db, user.id, Number(params.decisionId), fail));
  registerEndpoint(app, appealDecisionEndpoint, ({ user, params, body, fail }) => appealDecision(db, user.id, Number(params.decisionId), body.text, fail));
});
