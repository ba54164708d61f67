import { defineEndpoint } from '../common/endpoint.ts';
import { referralsPageSchema, referralsQuerySchema } from './referral.schemas.ts';

export const myReferralsEndpoint = defineEndpoint({
  name: 'myReferrals',
  method: 'GET',
  path: '/api/v1/me/referrals',
  summary: 'My referrals',
  access: 'member',
  description: "The member's referral code, the coins their referrals earned (up to 50,000) and the members they referred, newest first, a keyset page at a time",
  tags: ['referral'],
  query: referralsQuerySchema,
  response: referralsPageSchema,
  errors: ['PROFILE_NOT_FOUND'],
});
