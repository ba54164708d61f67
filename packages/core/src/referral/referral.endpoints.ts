import { defineEndpoint } from '../common/endpoint.ts';
import { myReferralsRoute } from './referral.routes.ts';
import { referralsPageSchema, referralsQuerySchema } from './referral.schemas.ts';

export const myReferralsEndpoint = defineEndpoint(myReferralsRoute, {
  access: 'member',
  summary: "The member's referral code, the coins their referrals earned (up to 50,000) and the members they referred, newest first, a keyset page at a time",
  tags: ['referral'],
  query: referralsQuerySchema,
  response: referralsPageSchema,
  errors: ['PROFILE_NOT_FOUND'],
});
