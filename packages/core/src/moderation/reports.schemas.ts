import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { emailSchema } from '../auth/auth.schemas.ts';
import { text } from '../common/text.ts';
import {
  MODERATION_CASE_STATUSES,
  REPORT_CATEGORIES,
  REPORT_COMMENT_MAX,
  REPORT_ITEM_KINDS,
  REPORT_LAW_MAX,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE_MAX,
  VISITOR_REPORT_CATEGORIES,
} from './reports.constants.ts';

export const reportItemSchema = z.object({
  kind: z.enum(REPORT_ITEM_KINDS),
  /** A post's, comment's or reply's API id, or a member's id. */
  id: text({ min: 1, max: 200 }),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

/**
 * A report. An illegal-content report names the law; a visitor's report (illegal content only)
 * gives an e-mail address for the acknowledgement and the outcome, and states its good faith.
 */
export const reportInputSchema = z
  .object({
    item: reportItemSchema,
    category: z.enum(REPORT_CATEGORIES),
    law: text({ trim: true, max: REPORT_LAW_MAX }).optional(),
    comment: text({ trim: true, max: REPORT_COMMENT_MAX }).optional(),
    email: emailSchema.optional(),
    goodFaith: z.boolean().optional(),
    /** The language of the acknowledgement and outcome a visitor is sent (members get theirs). */
    language: z.enum(['fr', 'en']).optional(),
  })
  .refine((report) => report.category !== 'illegal' || (report.law ?? '').length > 0, { message: 'Name the law the content breaks', path: ['law'] });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ValidReportInput = z.output<typeof reportInputSchema>;

/** What a visitor's report needs on top (checked by the server, which knows who is signed in). */
export function visitorReportProblem(report: Pick<ValidReportInput, 'category' | 'email' | 'goodFaith'>): 'category' | 'email' | 'goodFaith' | null {
  if (!VISITOR_REPORT_CATEGORIES.includes(report.category)) return 'category';
  if (!report.email) return 'email';
  if (report.goodFaith !== true) return 'goodFaith';
  return null;
}

/** The acknowledgement of a report (DSA art. 16(4)): it is received and open. */
export const reportReceiptSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** One of the member's reports; once its case is decided, the decision (its statement, for the reporter). */
export const myReportSchema = reportReceiptSchema.extend({
  item: reportItemSchema,
  category: z.enum(REPORT_CATEGORIES),
  decisionId: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportsQuerySchema = keysetQuerySchema(REPORTS_PAGE_SIZE_MAX);
export const myReportsPageSchema = keysetPageSchema(myReportSchema);
export type MyReportsPage = z.infer<typeof myReportsPageSchema>;

/** One case of the staff queue: the item, the member concerned, how often and why it was reported. */
export const moderationCaseSummarySchema = z.object({
  id: z.string(),
  item: reportItemSchema,
  memberId: z.string(),
  memberName: z.string(),
  status: z.enum(MODERATION_CASE_STATUSES),
  reportsCount: z.number().int(),
  categories: z.array(z.enum(REPORT_CATEGORIES)),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ModerationCaseSummary = z.infer<typeof moderationCaseSummarySchema>;
export const moderationQueueQuerySchema = keysetQuerySchema(REPORTS_PAGE_SIZE_MAX).extend({
  status: z.enum(MODERATION_CASE_STATUSES).default('open'),
});
export const moderationQueuePageSchema = keysetPageSchema(moderationCaseSummarySchema);
export type ModerationQueuePage = z.infer<typeof moderationQueuePageSchema>;

/** What waits for staff: open cases and pending appeals. */
export const moderationQueueSizeSchema = z.object({ cases: z.number().int(), appeals: z.number().int() });
export type ModerationQueueSize = z.infer<typeof moderationQueueSizeSchema>;

/**
 * The report dialog's form: a member chooses a category; a visitor reports illegal content with an
 * e-mail address and a statement of good faith. Messages are `errors` keys, shown translated.
 */
export function reportFormSchema(reporter: 'member' | 'visitor') {
  return z
    .object({
      category: z.enum(REPORT_CATEGORIES, { message: 'required' }),
      law: text({ trim: true, max: REPORT_LAW_MAX, tooLong: 'TEXT_TOO_LONG' }),
      comment: text({ trim: true, max: REPORT_COMMENT_MAX, tooLong: 'TEXT_TOO_LONG' }),
      email: reporter === 'visitor' ? emailSchema : z.literal(''),
      goodFaith: z.boolean(),
    })
    .superRefine((form, context) => {
      if (form.category === 'illegal' && form.law.length === 0) context.addIssue({ code: 'custom', path: ['law'], message: 'REPORT_LAW_REQUIRED' });
      if (reporter === 'visitor' && !form.goodFaith) context.addIssue({ code: 'custom', path: ['goodFaith'], message: 'REPORT_GOOD_FAITH_REQUIRED' });
    });
}
export type ReportFormValues = z.input<ReturnType<typeof reportFormSchema>>;
