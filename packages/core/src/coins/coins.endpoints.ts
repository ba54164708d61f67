import { defineEndpoint } from '../common/endpoint.ts';
import { myCoinsRoute } from './coins.routes.ts';
import { coinEntriesPageSchema, coinEntriesQuerySchema } from './coins.schemas.ts';

export const myCoinsEndpoint = defineEndpoint(myCoinsRoute, {
  access: 'member',
  summary: "The member's coins: the balance (the wheel's prize locked until a phone number is verified) and the ledger (wheel, referrals, premium, staff grants), newest first, a keyset page at a time",
  tags: ['coins'],
  query: coinEntriesQuerySchema,
  response: coinEntriesPageSchema,
  errors: ['PROFILE_NOT_FOUND'],
});
