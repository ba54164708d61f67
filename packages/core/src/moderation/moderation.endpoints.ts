import { defineEndpoint } from '../common/endpoint.ts';
import {
  appealParamsSchema,
  appealsQueuePageSchema,
  appealsQueueQuerySchema,
  decideAppealInputSchema,
  decideCaseInputSchema,
  moderationCaseParamsSchema,
  moderationCaseSchema,
  staffAppealSchema,
} from './moderation.schemas.ts';

export const moderationCaseEndpoint = defineEndpoint({
  name: 'moderationCase',
  method: 'GET',
  path: '/api/v1/staff/moderation/cases/:caseId',
  summary: 'Staff: one moderation case',
  access: 'staff',
  description:
    "Staff: a case in full: the item in context (its words, author and date, removed or not), every report (category, law, comment, from a member or a visitor, never who), the decision when taken, and the member's history (latest decisions, strikes)",
  tags: ['moderation'],
  params: moderationCaseParamsSchema,
  response: moderationCaseSchema,
  errors: ['CASE_NOT_FOUND'],
});

export const decideCaseEndpoint = defineEndpoint({
  name: 'decideCase',
  method: 'POST',
  path: '/api/v1/staff/moderation/cases/:caseId/decision',
  summary: 'Staff: decide a moderation case',
  access: 'staff',
  description:
    "Staff: dismisses the case or acts on it (removes the item, warns, mutes or suspends the member for a time or for good) with a rule, the law for illegal content and a statement. Recorded as a decision the member can contest for six months; the member gets the statement of reasons (notification and e-mail), member reporters the outcome. Answers the case decided",
  tags: ['moderation'],
  params: moderationCaseParamsSchema,
  body: decideCaseInputSchema,
  response: moderationCaseSchema,
  errors: ['CASE_NOT_FOUND', 'CASE_ALREADY_DECIDED', 'MODERATION_TARGET_GONE', 'STAFF_SELF_ACTION'],
});

export const appealsQueueEndpoint = defineEndpoint({
  name: 'appealsQueue',
  method: 'GET',
  path: '/api/v1/staff/moderation/appeals',
  summary: 'Staff: the appeals queue',
  access: 'staff',
  description: 'Staff: appeals against decisions, by status (pending by default), the newest first (keyset pages), each with the decision it contests',
  tags: ['moderation'],
  query: appealsQueueQuerySchema,
  response: appealsQueuePageSchema,
  errors: [],
});

export const decideAppealEndpoint = defineEndpoint({
  name: 'decideAppeal',
  method: 'POST',
  path: '/api/v1/staff/moderation/appeals/:appealId/decision',
  summary: 'Staff: decide an appeal',
  access: 'staff',
  description:
    'Staff other than the one who took the decision (and than the appellant): keeps it (upheld) or overturns it (the item restored, the restriction lifted, the decision marked overruled), with a response the appellant reads (notification). Answers the appeal decided',
  tags: ['moderation'],
  params: appealParamsSchema,
  body: decideAppealInputSchema,
  response: staffAppealSchema,
  errors: ['APPEAL_NOT_FOUND', 'APPEAL_ALREADY_DECIDED', 'APPEAL_SAME_MODERATOR', 'STAFF_SELF_ACTION'],
});
