import {
  staffActionsEndpoint,
  staffFailedJobsEndpoint,
  staffGrantCoinsEndpoint,
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
  registerEndpoint(app, staffMemberLookupEndpoint, ({ query }) => staff.lookUpMember(db, query.q));
  registerEndpoint(app, staffMemberEndpoint, ({ params }) => staff.staffMember(db, params.memberId));
  registerEndpoint(app, staffActionsEndpoint, ({ params, query }) => staff.staffActionsOf(db, params.memberId, query));
  // A plan granted or revoked: the member's open sockets decide again what they may read (committed by then).
  const planChanged = <T>(memberId: string, member: T) => (app.liveAccess.memberChanged(memberId), member);
  registerEndpoint(app, staffGrantSubscriptionEndpoint, async ({ user, params, body }) =>
    planChanged(params.memberId, await staff.grantSubscription(db, { staffId: user.id, memberId: params.memberId }, body)),
  );
  registerEndpoint(app, staffRevokeSubscriptionEndpoint, async ({ user, params }) =>
    planChanged(params.memberId, await staff.revokeSubscription(db, payments, { staffId: user.id, memberId: params.memberId }, params.subscriptionId)),
  );
  registerEndpoint(app, staffGrantLicenceEndpoint, ({ user, params, body }) => staff.grantLicence(db, { staffId: user.id, memberId: params.memberId }, body));
  registerEndpoint(app, staffRevokeLicenceEndpoint, ({ user, params }) => staff.revokeLicence(db, { staffId: user.id, memberId: params.memberId }, params.licenceId));
  registerEndpoint(app, staffGrantCoinsEndpoint, ({ user, params, body }) => staff.grantCoins(db, { staffId: user.id, memberId: params.memberId }, body));
  registerEndpoint(app, staffFailedJobsEndpoint, ({ query }) => failedJobsPage(app.jobs, query));
}
