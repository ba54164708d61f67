import { defineEndpoint } from '../common/endpoint.ts';
import { coinEntriesPageSchema, coinEntriesQuerySchema } from './coins.schemas.ts';

export const myCoinsEndpoint = defineEndpoint({
  name: 'myCoins',
  method: 'GET',
  path: '/api/v1/me/coins',
  summary: 'My coins and their ledger',
  access: 'member',
  description: "The member's coins: the balance (the wheel's prize locked until a phone number is verified) and the ledger (wheel, referrals, premium, staff grants), newest first, a keyset page at a time",
  tags: ['coins'],
  query: coinEntriesQuerySchema,
  response: coinEntriesPageSchema,
  errors: ['PROFILE_NOT_FOUND'],
});
