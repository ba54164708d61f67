import { defineEndpoint } from '../common/endpoint.ts';
import { appealInputSchema, decisionParamsSchema, myDecisionsPageSchema, myDecisionsQuerySchema, statementOfReasonsSchema } from './moderation.schemas.ts';

export const myDecisionsEndpoint = defineEndpoint({
  name: 'myDecisions',
  method: 'GET',
  path: '/api/v1/me/decisions',
  summary: 'Moderation decisions about me',
  access: 'member',
  description: 'The moderation decisions about the member, newest first (keyset pages), with whether each can still be contested and its appeal',
  tags: ['moderation'],
  query: myDecisionsQuerySchema,
  response: myDecisionsPageSchema,
  errors: [],
});

export const myDecisionEndpoint = defineEndpoint({
  name: 'myDecision',
  method: 'GET',
  path: '/api/v1/me/decisions/:decisionId',
  summary: 'A statement of reasons',
  access: 'member',
  description:
    "The statement of reasons of a decision (DSA art. 17) about the member, or deciding a report the member made: action, scope, duration, facts, rule, law, notice, not automated, how and until when to contest, the appeal and its answer. Another member's decision answers DECISION_NOT_FOUND",
  tags: ['moderation'],
  params: decisionParamsSchema,
  response: statementOfReasonsSchema,
  errors: ['DECISION_NOT_FOUND'],
});

export const appealDecisionEndpoint = defineEndpoint({
  name: 'appealDecision',
  method: 'POST',
  path: '/api/v1/me/decisions/:decisionId/appeal',
  summary: 'Contest a decision',
  access: 'member',
  description:
    'Contests a decision (DSA art. 20), once, within six months: the member it restricts, or a member whose report it dismissed. Another staff member decides. Answers the statement of reasons with the appeal',
  tags: ['moderation'],
  params: decisionParamsSchema,
  body: appealInputSchema,
  response: statementOfReasonsSchema,
  errors: ['DECISION_NOT_FOUND', 'DECISION_NOT_APPEALABLE', 'APPEAL_WINDOW_CLOSED', 'APPEAL_ALREADY_MADE'],
  limits: { perMember: { max: 10, windowSeconds: 24 * 60 * 60 } },
});
