import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import {
  APPEAL_OUTCOMES,
  APPEAL_ROLES,
  APPEAL_STATUSES,
  APPEAL_TEXT_MAX,
  CASE_ACTIONS,
  DECISIONS_PAGE_SIZE_MAX,
  MODERATION_ACTIONS,
  MODERATION_REASONS,
  NOTICE_SOURCES,
  STATEMENT_MAX,
  TIMED_ACTIONS,
} from './moderation.constants.ts';
import { REPORT_CATEGORIES, REPORT_ITEM_KINDS, REPORT_LAW_MAX, REPORT_STATUSES, REPORTS_PAGE_SIZE_MAX } from './reports.constants.ts';
import { moderationCaseSummarySchema, reportItemSchema } from './reports.schemas.ts';

/** A row id of the moderation tables, as the API gives it (digits). */
const rowIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);

export const moderationCaseParamsSchema = z.object({ caseId: rowIdSchema });
export const decisionParamsSchema = z.object({ decisionId: rowIdSchema });
export const appealParamsSchema = z.object({ appealId: rowIdSchema });

/** A member as moderation shows them. */
export const moderationMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  alias: z.string().nullable(),
});
export type ModerationMember = z.infer<typeof moderationMemberSchema>;

/**
 * What a decision acted on, as it was then (its scope in the statement of reasons): the kind,
 * the item's API id, an excerpt of its words (a member's name for a member), its date and how
 * many images it had.
 */
export const decisionScopeSchema = z.object({
  kind: z.enum(REPORT_ITEM_KINDS),
  id: z.string(),
  excerpt: z.string(),
  date: z.string().nullable(),
  imagesCount: z.number().int().min(0),
});
export type DecisionScope = z.infer<typeof decisionScopeSchema>;

/**
 * The reported item in context, as it is now (staff see it removed or not): a post, a comment
 * or reply with the post it is on, or a member. `removed`: deleted by its author or removed by
 * moderation (`removedReason` then says why); `gone`: it no longer exists at all.
 */
export const moderationCaseItemSchema = z.object({
  kind: z.enum(REPORT_ITEM_KINDS),
  id: z.string(),
  /** The post a comment or reply is on (its API id); the post's own id for a post; null for a member. */
  postId: z.string().nullable(),
  author: moderationMemberSchema,
  /** The words (a member's name and bio for a member), whole. */
  text: z.string(),
  imagesCount: z.number().int().min(0),
  date: z.string().nullable(),
  removed: z.boolean(),
  removedReason: z.enum(MODERATION_REASONS).nullable(),
  gone: z.boolean(),
});
export type ModerationCaseItem = z.infer<typeof moderationCaseItemSchema>;

/** One report of a case, as staff see it: never the visitor's e-mail address nor the member reporting. */
export const caseReportSchema = z.object({
  id: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  law: z.string().nullable(),
  comment: z.string().nullable(),
  reporter: z.enum(['member', 'visitor']),
  language: z.enum(['fr', 'en']),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type CaseReport = z.infer<typeof caseReportSchema>;

/** A decision as staff see it (in a case, the member's history and the appeals queue). */
export const staffDecisionSchema = z.object({
  id: z.string(),
  caseId: z.string().nullable(),
  member: moderationMemberSchema,
  /** Null once that staff account is gone. */
  moderator: moderationMemberSchema.nullable(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.enum(MODERATION_REASONS),
  law: z.string().nullable(),
  statement: z.string(),
  scope: decisionScopeSchema.nullable(),
  startsAt: z.string(),
  /** The end of a mute or suspension (a permanent one ends in 9999). */
  endsAt: z.string().nullable(),
  noticeSource: z.enum(NOTICE_SOURCES),
  appealUntil: z.string(),
  overruledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffDecision = z.infer<typeof staffDecisionSchema>;

/**
 * A case in full for staff: the queue's summary, the item in context, every report (up to
 * CASE_REPORTS_LIMIT, newest first), the decision when taken, and the member's history: their
 * latest decisions (up to CASE_HISTORY_LIMIT) and strikes.
 */
export const moderationCaseSchema = moderationCaseSummarySchema.extend({
  item: moderationCaseItemSchema,
  reports: z.array(caseReportSchema),
  decision: staffDecisionSchema.nullable(),
  history: z.object({
    decisions: z.array(staffDecisionSchema),
    strikes: z.number().int().min(0),
  }),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

/**
 * A decision on a case: the action, the rule broken (the reason), the law for illegal content,
 * for a mute or suspension how many days (RESTRICTION_DURATIONS_DAYS; null: for good; required for those two, refused for the
 * others), and the statement: the facts, in the moderator's words, sent to the member (and, for a
 * dismissal, the reason given to the reporters).
 */
export const decideCaseInputSchema = z
  .object({
    action: z.enum(CASE_ACTIONS),
    reason: z.enum(MODERATION_REASONS),
    law: text({ trim: true, max: REPORT_LAW_MAX, tooLong: 'TEXT_TOO_LONG' }).optional(),
    durationDays: z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(90), z.null()]).optional(),
    statement: text({ trim: true, min: 1, max: STATEMENT_MAX, tooShort: 'required', tooLong: 'TEXT_TOO_LONG' }),
  })
  .refine((input) => TIMED_ACTIONS.includes(input.action) === (input.durationDays !== undefined), { message: 'A mute or suspension has a duration, other actions none', path: ['durationDays'] })
  .refine((input) => input.reason !== 'illegal' || (input.law ?? '').length > 0, { message: 'Name the law the content breaks', path: ['law'] });
export type DecideCaseInput = z.input<typeof decideCaseInputSchema>;
export type ValidDecideCaseInput = z.output<typeof decideCaseInputSchema>;

/** An appeal as staff see it, with the decision it contests. */
export const staffAppealSchema = z.object({
  id: z.string(),
  role: z.enum(APPEAL_ROLES),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Null while pending, and once that staff account is gone. */
  decidedBy: moderationMemberSchema.nullable(),
  response: z.string().nullable(),
  decision: staffDecisionSchema,
});
export type StaffAppeal = z.infer<typeof staffAppealSchema>;

export const appealsQueueQuerySchema = keysetQuerySchema(REPORTS_PAGE_SIZE_MAX).extend({
  status: z.enum(APPEAL_STATUSES).default('pending'),
});
export const appealsQueuePageSchema = keysetPageSchema(staffAppealSchema);
export type AppealsQueuePage = z.infer<typeof appealsQueuePageSchema>;

/** Staff's answer to an appeal: the decision kept or overturned, with the response the appellant reads. */
export const decideAppealInputSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  response: text({ trim: true, min: 1, max: STATEMENT_MAX, tooShort: 'required', tooLong: 'TEXT_TOO_LONG' }),
});
export type DecideAppealInput = z.input<typeof decideAppealInputSchema>;

/** The member's appeal, as they see it. */
export const myAppealSchema = z.object({
  id: z.string(),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  response: z.string().nullable(),
});
export type MyAppeal = z.infer<typeof myAppealSchema>;

/**
 * A statement of reasons (DSA art. 17) as the member reads it: what was decided (action) on what
 * (scope: the item as it was), for how long (endsAt, null when not timed; `permanent`), the facts
 * (the moderator's statement), the rule broken (reason) and the law when illegal, whether it
 * followed a notice (its source, never who) and that no automated means decided. Then how to
 * contest: until when, whether they still may, their appeal and its answer, and whether the
 * decision was overruled. `viewer`: `member` for the member it is about; `reporter` for a member
 * whose report it decided (they see no facts but a dismissal's, and no duration).
 */
export const statementOfReasonsSchema = z.object({
  id: z.string(),
  viewer: z.enum(APPEAL_ROLES),
  action: z.enum(MODERATION_ACTIONS),
  scope: decisionScopeSchema.nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  permanent: z.boolean(),
  facts: z.string().nullable(),
  reason: z.enum(MODERATION_REASONS),
  law: z.string().nullable(),
  basedOnNotice: z.boolean(),
  noticeSource: z.enum(NOTICE_SOURCES),
  automated: z.boolean(),
  createdAt: z.string(),
  appealUntil: z.string(),
  appealable: z.boolean(),
  appeal: myAppealSchema.nullable(),
  overruled: z.boolean(),
  overruledAt: z.string().nullable(),
});
export type StatementOfReasons = z.infer<typeof statementOfReasonsSchema>;

/** One line of the member's decisions list (open one for its statement of reasons). */
export const myDecisionSummarySchema = z.object({
  id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.enum(MODERATION_REASONS),
  item: reportItemSchema.nullable(),
  excerpt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  appealUntil: z.string(),
  appealable: z.boolean(),
  appealStatus: z.enum(APPEAL_STATUSES).nullable(),
  overruled: z.boolean(),
});
export type MyDecisionSummary = z.infer<typeof myDecisionSummarySchema>;

export const myDecisionsQuerySchema = keysetQuerySchema(DECISIONS_PAGE_SIZE_MAX);
export const myDecisionsPageSchema = keysetPageSchema(myDecisionSummarySchema);
export type MyDecisionsPage = z.infer<typeof myDecisionsPageSchema>;

/** An appeal: why the member contests the decision. */
export const appealInputSchema = z.object({
  text: text({ trim: true, min: 1, max: APPEAL_TEXT_MAX, tooShort: 'required', tooLong: 'TEXT_TOO_LONG' }),
});
export type AppealInput = z.input<typeof appealInputSchema>;
