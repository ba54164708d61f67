import {
  staffActionsEndpoint,
  staffFailedJobsEndpoint,
  staffGrantCoinsEndpoint,
  staffRestrictMemberEndpoint,
  staffGrantLicenceEndpoint,
  staffGrantSubscriptionEndpoint,
  staffMemberEndpoint,
  staffMemberLookupEndpoint,
  staffRevokeLicenceEndpoint,
  staffRevokeSubscriptionEndpoint,
} from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { PaymentProvider } from '../../providers/payments/index.ts';
import { failedJobsPage } from './failed-jobs.service.ts';
import * as staff from './staff.service.ts';

/** Staff tools (staff only: registerEndpoint refuses members with 403 and visitors with 401). */
export async function staffRoutes(app: FastifyInstance, { db, payments }: { db: Database; payments: PaymentProvider }) {
  const { jobs } = app;
  registerEndpoint(app, staffMemberLookupEndpoint, ({ query, fail }) => staff.lookUpMember(db, query.q, fail));
  registerEndpoint(app, staffMemberEndpoint, ({ params, fail }) => staff.staffMember(db, params.memberId, fail));
  registerEndpoint(app, staffActionsEndpoint, ({ params, query, fail }) => staff.staffActionsOf(db, params.memberId, query, fail));
  // A plan granted or revoked: the member's open sockets decide again what they may read (committed by then).
  const planChanged = <T>(memberId: string, member: T) => (app.liveAccess.memberChanged(memberId), member);
  registerEndpoint(app, staffGrantSubscriptionEndpoint, async ({ user, params, body, fail }) =>
    planChanged(params.memberId, await staff.grantSubscription(db, { staffId: user.id, memberId: params.memberId }, body, fail)),
  );
  registerEndpoint(app, staffRevokeSubscriptionEndpoint, async ({ user, params, fail }) =>
    planChanged(params.memberId, await staff.revokeSubscription(db, payments, { staffId: user.id, memberId: params.memberId }, params.subscriptionId, fail)),
  );
  registerEndpoint(app, staffGrantLicenceEndpoint, ({ user, params, body, fail }) => staff.grantLicence(db, { staffId: user.id, memberId: params.memberId }, body, fail));
  registerEndpoint(app, staffRevokeLicenceEndpoint, ({ user, params, fail }) => staff.revokeLicence(db, { staffId: user.id, memberId: params.memberId }, params.licenceId, fail));
  registerEndpoint(app, staffRestrictMemberEndpoint, async ({ user, params, body, fail }) => {
    const member = await staff.restrictMember(db, jobs, { staffId: user.id, memberId: params.memberId }, body, fail);
    // Their open sockets decide again: a suspended member's close (their sessions are gone), a muted one's stop typing.
    if (body.action === 'suspend') app.liveAccess.sessionsEnded(params.memberId);
    else app.liveAccess.memberChanged(params.memberId);
    return member;
  });
  registerEndpoint(app, staffGrantCoinsEndpoint, ({ user, params, body, fail }) => staff.grantCoins(db, { staffId: user.id, memberId: params.memberId }, body, fail));
  registerEndpoint(app, staffFailedJobsEndpoint, ({ query }) => failedJobsPage(app.jobs, query));
}
