import { defineEndpoint } from '../common/endpoint.ts';
import { trackRecordParamsSchema, trackRecordQuerySchema, trackRecordSchema } from './track-record.schemas.ts';

/** Issue 28: a member's track record, from the stored outcomes of their market ideas (definitions in track-record.schemas.ts). */
export const getTrackRecordEndpoint = defineEndpoint({
  name: 'getTrackRecord',
  method: 'GET',
  path: '/api/v1/users/:userId/track-record',
  summary: "A member's track record",
  access: 'visitor',
  description:
    "A member's track record over a period (30d, 90d or all, by publication date): ideas published, resolved and open, wins, losses, win rate, average and total R, the best and worst idea (their id and R only), and the same figures by asset type and by term. Read from the stored outcomes of their market ideas: deleted ideas and ideas for Premium members count, without their levels. A private member's is for members only, like their posts; a member blocked either way, or hidden, is not found",
  tags: ['users'],
  params: trackRecordParamsSchema,
  query: trackRecordQuerySchema,
  response: trackRecordSchema,
  errors: ['USER_NOT_FOUND'],
});
