import { defineRoute } from '../common/endpoint.ts';
import type {
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

const MEMBER = '/api/v1/staff/members/:memberId';
type MemberAnswer = { response: typeof staffMemberSchema };

export const staffMemberLookupRoute = defineRoute<{ query: typeof staffMemberLookupQuerySchema } & MemberAnswer>('GET', '/api/v1/staff/members');
export const staffMemberRoute = defineRoute<{ params: typeof staffMemberParamsSchema } & MemberAnswer>('GET', MEMBER);
export const staffActionsRoute = defineRoute<{ params: typeof staffMemberParamsSchema; query: typeof staffActionsQuerySchema; response: typeof staffActionsPageSchema }>('GET', `${MEMBER}/actions`);
export const staffGrantSubscriptionRoute = defineRoute<{ params: typeof staffMemberParamsSchema; body: typeof grantSubscriptionInputSchema } & MemberAnswer>('POST', `${MEMBER}/subscriptions`);
export const staffRevokeSubscriptionRoute = defineRoute<{ params: typeof staffSubscriptionParamsSchema } & MemberAnswer>('POST', `${MEMBER}/subscriptions/:subscriptionId/revoke`);
export const staffGrantLicenceRoute = defineRoute<{ params: typeof staffMemberParamsSchema; body: typeof grantLicenceInputSchema } & MemberAnswer>('POST', `${MEMBER}/licences`);
export const staffRevokeLicenceRoute = defineRoute<{ params: typeof staffLicenceParamsSchema } & MemberAnswer>('POST', `${MEMBER}/licences/:licenceId/revoke`);
export const staffGrantCoinsRoute = defineRoute<{ params: typeof staffMemberParamsSchema; body: typeof grantCoinsInputSchema } & MemberAnswer>('POST', `${MEMBER}/coins`);
export const staffFailedJobsRoute = defineRoute<{ query: typeof staffFailedJobsQuerySchema; response: typeof failedJobsPageSchema }>('GET', '/api/v1/staff/jobs/failed');
