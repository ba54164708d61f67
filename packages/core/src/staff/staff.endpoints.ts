import { defineEndpoint } from '../common/endpoint.ts';
import {
  failedJobParamsSchema,
  retriedJobSchema,
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
  restrictMemberInputSchema,
  staffMemberSchema,
  staffSubscriptionParamsSchema,
  translationQueueSchema,
} from './staff.schemas.ts';

const tags = ['staff'] as const;

export const staffMemberLookupEndpoint = defineEndpoint({
  name: 'staffMemberLookup',
  method: 'GET',
  path: '/api/v1/staff/members',
  summary: 'Staff: find a member',
  access: 'staff',
  description: 'Staff: the member with this e-mail address, alias (system or custom) or id',
  tags,
  query: staffMemberLookupQuerySchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND'],
});

export const staffMemberEndpoint = defineEndpoint({
  name: 'staffMember',
  method: 'GET',
  path: '/api/v1/staff/members/:memberId',
  summary: 'Staff: get a member',
  access: 'staff',
  description: "Staff: a member's plan, coins, subscriptions and licences",
  tags,
  params: staffMemberParamsSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND'],
});

export const staffActionsEndpoint = defineEndpoint({
  name: 'staffActions',
  method: 'GET',
  path: '/api/v1/staff/members/:memberId/actions',
  summary: 'Staff: list staff actions on a member',
  access: 'staff',
  description: "Staff: what staff did to a member's account (who, what, when), newest first, a keyset page at a time",
  tags,
  params: staffMemberParamsSchema,
  query: staffActionsQuerySchema,
  response: staffActionsPageSchema,
  errors: ['USER_NOT_FOUND'],
});

export const staffGrantSubscriptionEndpoint = defineEndpoint({
  name: 'staffGrantSubscription',
  method: 'POST',
  path: '/api/v1/staff/members/:memberId/subscriptions',
  summary: 'Staff: grant a subscription',
  access: 'staff',
  description: 'Staff: grants a GOLD or INFINITE subscription until a day (recorded with who and when); the plan changes at once',
  tags,
  params: staffMemberParamsSchema,
  body: grantSubscriptionInputSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION'],
});

export const staffRevokeSubscriptionEndpoint = defineEndpoint({
  name: 'staffRevokeSubscription',
  method: 'POST',
  path: '/api/v1/staff/members/:memberId/subscriptions/:subscriptionId/revoke',
  summary: 'Staff: end a subscription',
  access: 'staff',
  description: 'Staff: ends a subscription now (void, recorded with who and when; a paid one is ended at the payment provider first, so nothing more is charged); the plan changes at once',
  tags,
  params: staffSubscriptionParamsSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION', 'SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_ALREADY_ENDED', 'PAYMENT_PROVIDER_ERROR', 'SERVICE_UNAVAILABLE'],
});

export const staffGrantLicenceEndpoint = defineEndpoint({
  name: 'staffGrantLicence',
  method: 'POST',
  path: '/api/v1/staff/members/:memberId/licences',
  summary: 'Staff: grant a licence',
  access: 'staff',
  description: 'Staff: grants a licence of a product, with an optional last day (recorded with who and when)',
  tags,
  params: staffMemberParamsSchema,
  body: grantLicenceInputSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION'],
});

export const staffRevokeLicenceEndpoint = defineEndpoint({
  name: 'staffRevokeLicence',
  method: 'POST',
  path: '/api/v1/staff/members/:memberId/licences/:licenceId/revoke',
  summary: 'Staff: revoke a licence',
  access: 'staff',
  description: 'Staff: revokes a licence (recorded with who and when)',
  tags,
  params: staffLicenceParamsSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION', 'LICENCE_NOT_FOUND', 'LICENCE_REVOKED'],
});

export const staffGrantCoinsEndpoint = defineEndpoint({
  name: 'staffGrantCoins',
  method: 'POST',
  path: '/api/v1/staff/members/:memberId/coins',
  summary: 'Staff: credit coins',
  access: 'staff',
  description: 'Staff: credits coins (1 to 10,000) with a note (recorded with who and when)',
  tags,
  params: staffMemberParamsSchema,
  body: grantCoinsInputSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION'],
});

export const staffRestrictMemberEndpoint = defineEndpoint({
  name: 'staffRestrictMember',
  method: 'POST',
  path: '/api/v1/staff/members/:memberId/restriction',
  summary: 'Staff: mute, suspend or lift',
  access: 'staff',
  description:
    "Staff: mutes a member (they read but every social write answers 403 MEMBER_MUTED with the end date) or suspends them (sessions signed out, sign-in refused until the end), for 1, 7, 30 or 90 days or for good; or lifts both. Recorded with who, when and why",
  tags,
  params: staffMemberParamsSchema,
  body: restrictMemberInputSchema,
  response: staffMemberSchema,
  errors: ['USER_NOT_FOUND', 'STAFF_SELF_ACTION'],
});

export const staffFailedJobsEndpoint = defineEndpoint({
  name: 'staffFailedJobs',
  method: 'GET',
  path: '/api/v1/staff/jobs/failed',
  summary: 'Staff: list failed background jobs',
  access: 'staff',
  description: 'Staff: background jobs that failed every time they were tried (retries spent), with their last error and attempts, the latest failure first, a keyset page at a time',
  tags,
  query: staffFailedJobsQuerySchema,
  response: failedJobsPageSchema,
});

export const retryFailedJobEndpoint = defineEndpoint({
  name: 'retryFailedJob',
  method: 'POST',
  path: '/api/v1/staff/jobs/failed/:jobId/retry',
  summary: 'Staff: run a failed background job again',
  access: 'staff',
  description:
    'Staff: sends a failed background job (its retries spent) back to its queue for one more run, once the cause is mended; it leaves the failed list and fails there again if the cause stays. A job that is not failed (already retried, or unknown) is not found',
  tags,
  params: failedJobParamsSchema,
  response: retriedJobSchema,
  errors: ['NOT_FOUND'],
  limits: { perMember: { max: 60, windowSeconds: 60 } },
});

export const staffTranslationQueueEndpoint = defineEndpoint({
  name: 'staffTranslationQueue',
  method: 'GET',
  path: '/api/v1/staff/translations',
  summary: 'Staff: the machine translation queue',
  access: 'staff',
  description:
    "Staff: who translates posts, comments and ideas (DeepL, LibreTranslate, the development phrasebook, or nobody), the month's characters against its budget, the translation jobs waiting, deferred, running and failed, and why they wait: the month's budget is spent (until the 1st of next month) or the provider said its own quota is (until the next try)",
  tags,
  response: translationQueueSchema,
  errors: [],
});
