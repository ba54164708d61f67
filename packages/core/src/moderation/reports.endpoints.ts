import { defineEndpoint } from '../common/endpoint.ts';
import {
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  moderationQueueSizeSchema,
  myReportsPageSchema,
  myReportsQuerySchema,
  reportInputSchema,
  reportReceiptSchema,
} from './reports.schemas.ts';

export const createReportEndpoint = defineEndpoint({
  name: 'createReport',
  method: 'POST',
  path: '/api/v1/reports',
  summary: 'Report a post, comment, reply or member',
  access: 'visitor',
  description:
    'Reports an item to the moderators (a DSA notice): its category, the law for illegal content, a comment. Members report any category; visitors report illegal content only, with an e-mail address and a statement of good faith. One open report per reporter and item. Answers the acknowledgement',
  tags: ['moderation'],
  body: reportInputSchema,
  response: reportReceiptSchema,
  errors: ['REPORT_TARGET_NOT_FOUND', 'CANNOT_REPORT_SELF', 'REPORT_ALREADY_OPEN'],
  limits: { perMember: { max: 20, windowSeconds: 24 * 60 * 60 }, perAddress: { max: 30, windowSeconds: 60 * 60 } },
});

export const myReportsEndpoint = defineEndpoint({
  name: 'myReports',
  method: 'GET',
  path: '/api/v1/me/reports',
  summary: 'My reports',
  access: 'member',
  description: 'The reports the member made, newest first, with their state (keyset pages)',
  tags: ['moderation'],
  query: myReportsQuerySchema,
  response: myReportsPageSchema,
  errors: [],
});

export const moderationQueueEndpoint = defineEndpoint({
  name: 'moderationQueue',
  method: 'GET',
  path: '/api/v1/staff/moderation/cases',
  summary: 'Staff: the moderation queue',
  access: 'staff',
  description: 'Staff: reported items, one case per item with its reports counted, the last reported first (keyset pages), by status',
  tags: ['moderation'],
  query: moderationQueueQuerySchema,
  response: moderationQueuePageSchema,
  errors: [],
});

export const moderationQueueSizeEndpoint = defineEndpoint({
  name: 'moderationQueueSize',
  method: 'GET',
  path: '/api/v1/staff/moderation/size',
  summary: 'Staff: how many cases wait',
  access: 'staff',
  description: 'Staff: the number of open cases and of pending appeals (shown in the staff header)',
  tags: ['moderation'],
  response: moderationQueueSizeSchema,
  errors: [],
});
