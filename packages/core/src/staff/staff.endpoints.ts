import { defineEndpoint } from '../common/endpoint.ts';
import {
  staffActionsRoute,
  staffFailedJobsRoute,
  staffGrantCoinsRoute,
  staffGrantLicenceRoute,
  staffGrantSubscriptionRoute,
  staffMemberLookupRoute,
  staffMemberRoute,
  staffRevokeLicenceRoute,
  staffRevokeSubscriptionRoute,
} from './staff.routes.ts';
import {
  failedJobsPageSchema,
  grantCoinsInputSchema,
  grantLicenceInputSchema,
  grantSubscriptionInputSchema,
  staffActionsPageSchema,
  staffActionsQuerySchema,
  staffFailedJobsQuerySchema,
  staffLicenceParamsSchema,
  staffMemberLookupQuerySchema,
  staffMemberParamsSchema,
  staffMemberSchema,
  staffSubscriptionParamsSchema,
} from './staff.schemas.ts';

const tags = ['staff'];

export const staffMemberLookupEndpoint = defineEndpoint(staffMemberLookupRoute, {
  access: 'staff',
  summary: 'Staff: the member with this e-mail address, alias (system or custom) or id',
  tags,
  query: staffMemberLookupQuerySchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND'],
});

export const staffMemberEndpoint = defineEndpoint(staffMemberRoute, {
  access: 'staff',
  summary: "Staff: a member's plan, coins, subscriptions and licences",
  tags,
  params: staffMemberParamsSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND'],
});

export const staffActionsEndpoint = defineEndpoint(staffActionsRoute, {
  access: 'staff',
  summary: "Staff: what staff did to a member's account (who, what, when), newest first, a keyset page at a time",
  tags,
  params: staffMemberParamsSchema,
  query: staffActionsQuerySchema,
  response: staffActionsPageSchema,
  errors: ['USER_NOT_FOUND'],
});

export const staffGrantSubscriptionEndpoint = defineEndpoint(staffGrantSubscriptionRoute, {
  access: 'staff',
  summary: 'Staff: grants a GOLD or INFINITE subscription until a day (recorded with who and when); the plan changes at once',
  tags,
  params: staffMemberParamsSchema,
  body: grantSubscriptionInputSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION'],
});

export const staffRevokeSubscriptionEndpoint = defineEndpoint(staffRevokeSubscriptionRoute, {
  access: 'staff',
  summary: 'Staff: ends a subscription now (void, recorded with who and when; a paid one is ended at the payment provider first, so nothing more is charged); the plan changes at once',
  tags,
  params: staffSubscriptionParamsSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION', 'SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_ALREADY_ENDED', 'PAYMENT_PROVIDER_ERROR', 'SERVICE_UNAVAILABLE'],
});

export const staffGrantLicenceEndpoint = defineEndpoint(staffGrantLicenceRoute, {
  access: 'staff',
  summary: 'Staff: grants a licence of a product, with an optional last day (recorded with who and when)',
  tags,
  params: staffMemberParamsSchema,
  body: grantLicenceInputSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION'],
});

export const staffRevokeLicenceEndpoint = defineEndpoint(staffRevokeLicenceRoute, {
  access: 'staff',
  summary: 'Staff: revokes a licence (recorded with who and when)',
  tags,
  params: staffLicenceParamsSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION', 'LICENCE_NOT_FOUND', 'LICENCE_REVOKED'],
});

export const staffGrantCoinsEndpoint = defineEndpoint(staffGrantCoinsRoute, {
  access: 'staff',
  summary: 'Staff: credits coins (1 to 10,000) with a note (recorded with who and when)',
  tags,
  params: staffMemberParamsSchema,
  body: grantCoinsInputSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION'],
});

export const staffFailedJobsEndpoint = defineEndpoint(staffFailedJobsRoute, {
  access: 'staff',
  summary: 'Staff: background jobs that failed every time they were tried (retries spent), with their last error and attempts, the latest failure first, a keyset page at a time',
  tags,
  query: staffFailedJobsQuerySchema,
  response: failedJobsPageSchema,
});
