import { defineRoute } from '../common/endpoint.ts';
import type { referralsPageSchema, referralsQuerySchema } from './referral.schemas.ts';

export const myReferralsRoute = defineRoute<{ query: typeof referralsQuerySchema; response: typeof referralsPageSchema }>('GET', '/api/v1/me/referrals');
