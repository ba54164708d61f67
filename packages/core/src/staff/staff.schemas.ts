import { MODERATION_REASONS } from '../moderation/moderation.constants.ts';
import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { text } from '../common/text.ts';
import { LICENCE_STATUSES } from '../licences/licences.constants.ts';
import { subscriptionSchema } from '../payments/payments.schemas.ts';
import { LICENCE_PRODUCT_CODES } from '../users/users.constants.ts';
import { subscriptionTierSchema } from '../users/users.schemas.ts';
import {
  STAFF_ACTIONS,
  STAFF_ACTIONS_PAGE_SIZE_MAX,
  STAFF_COINS_GRANT_MAX,
  STAFF_FAILED_JOBS_PAGE_SIZE_MAX,
  STAFF_GRANT_TIERS,
  STAFF_LOOKUP_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
  STAFF_NOTE_MIN_LENGTH,
  TRANSLATION_PAUSE_REASONS,
  TRANSLATION_PROVIDERS,
} from './staff.constants.ts';
import { grantDayProblem, isCalendarDay } from './staff.rules.ts';

// Messages are keys of the web's `errors` namespace.
/** The last day of a grant, `YYYY-MM-DD` as a date field gives it: still ahead, within the limit. */
const grantDay = text({ trim: true, min: 1, max: 10, tooShort: 'required' })
  .refine(isCalendarDay, { message: 'staff_date_invalid', abort: true })
  .superRefine((day, context) => {
    const problem = grantDayProblem(day);
    if (problem) context.addIssue({ code: 'custom', message: problem === 'past' ? 'staff_date_past' : 'staff_date_too_far' });
  });

export const staffMemberLookupQuerySchema = z.object({ q: text({ trim: true, min: 1, max: STAFF_LOOKUP_MAX_LENGTH, tooShort: 'required', tooLong: 'tooLong' }) });
export type StaffMemberLookup = z.input<typeof staffMemberLookupQuerySchema>;

export const staffMemberParamsSchema = z.object({ memberId: text({ min: 1, max: 100 }) });
export const staffSubscriptionParamsSchema = staffMemberParamsSchema.extend({ subscriptionId: text({ min: 1, max: 100 }) });
export const staffLicenceParamsSchema = staffMemberParamsSchema.extend({ licenceId: text({ min: 1, max: 100 }) });
export const staffActionsQuerySchema = keysetQuerySchema(STAFF_ACTIONS_PAGE_SIZE_MAX);

export const grantSubscriptionInputSchema = z.object({
  tier: z.enum(STAFF_GRANT_TIERS, { message: 'required' }),
  /** The last day of the grant. */
  until: grantDay,
});
export type GrantSubscriptionInput = z.input<typeof grantSubscriptionInputSchema>;

export const grantLicenceInputSchema = z.object({
  product: z.enum(LICENCE_PRODUCT_CODES, { message: 'required' }),
  /** The licence's last day; empty or absent: it does not expire. */
  expiresOn: z.union([z.literal(''), grantDay]).optional(),
});
export type GrantLicenceInput = z.input<typeof grantLicenceInputSchema>;

export const grantCoinsInputSchema = z.object({
  amount: z.number({ message: 'staff_coins_range' }).int('staff_coins_range').min(1, 'staff_coins_range').max(STAFF_COINS_GRANT_MAX, 'staff_coins_range'),
  /** Why: shown to staff in the member's history. */
  note: text({ trim: true, min: STAFF_NOTE_MIN_LENGTH, max: STAFF_NOTE_MAX_LENGTH, tooShort: 'staff_note_required', tooLong: 'tooLong' }),
});
export type GrantCoinsInput = z.input<typeof grantCoinsInputSchema>;

/** A licence as staff see it. */
export const staffLicenceSchema = z.object({
  id: z.string(),
  product: z.enum(LICENCE_PRODUCT_CODES),
  broker: z.string().nullable(),
  accountId: z.string().nullable(),
  status: z.enum(LICENCE_STATUSES),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type StaffLicence = z.infer<typeof staffLicenceSchema>;

/** A member as the staff page shows them: who, their plan as stored and as it reads now, coins, subscriptions and licences. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  systemAlias: z.string(),
  vanityAlias: z.string().nullable(),
  pictureDate: z.string().nullable(),
  role: z.string().nullable(),
  joinedAt: z.string(),
  plan: z.object({
    lifetimeSubscriptionName: subscriptionTierSchema,
    activeSubscriptionName: subscriptionTierSchema.nullable(),
    activeSubscriptionUntil: z.string().nullable(),
    canReadNewsUntil: z.string().nullable(),
    /** From core's access rules, as of the answer. */
    premium: z.boolean(),
    activeSubscription: z.boolean(),
    trial: z.boolean(),
  }),
  coins: z.number().int(),
  /** Moderation's restrictions in force: muted (reads, writes nothing social) and suspended (cannot sign in) until. */
  mutedUntil: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  /** The newest first, up to STAFF_MEMBER_LIST_LIMIT each. */
  subscriptions: z.array(subscriptionSchema),
  licences: z.array(staffLicenceSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** What an action recorded (the fields of its kind only). */
export const staffActionDetailsSchema = z.object({
  subscriptionId: z.string().optional(),
  tier: subscriptionTierSchema.optional(),
  until: z.string().optional(),
  licenceId: z.string().optional(),
  product: z.enum(LICENCE_PRODUCT_CODES).optional(),
  expiresAt: z.string().nullable().optional(),
  amount: z.number().int().optional(),
  note: z.string().optional(),
  /** A restriction's end (null: for good). */
  restrictedUntil: z.string().nullable().optional(),
});
export type StaffActionDetails = z.infer<typeof staffActionDetailsSchema>;

/** One line of a member's history: who of staff did what, and when. */
export const staffActionSchema = z.object({
  id: z.string(),
  action: z.enum(STAFF_ACTIONS),
  staff: z.object({ id: z.string(), displayName: z.string() }),
  details: staffActionDetailsSchema,
  createdAt: z.string(),
});
export type StaffActionEntry = z.infer<typeof staffActionSchema>;

export const staffActionsPageSchema = keysetPageSchema(staffActionSchema);
export type StaffActionsPage = z.infer<typeof staffActionsPageSchema>;

export const staffFailedJobsQuerySchema = keysetQuerySchema(STAFF_FAILED_JOBS_PAGE_SIZE_MAX);

/** Background work that failed every time it was tried (its retries spent): what, why, how often. */
export const failedJobSchema = z.object({
  id: z.string(),
  /** The job's kind, e.g. `payments.close-expired-checkouts`. */
  queue: z.string(),
  /** The last error's message. */
  error: z.string(),
  /** Runs, the first included. */
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsPageSchema = keysetPageSchema(failedJobSchema);

export const failedJobParamsSchema = z.object({ jobId: z.uuid() });

/** A failed job sent back to its queue for one more run. */
export const retriedJobSchema = z.object({ id: z.string(), queue: z.string() });
export type RetriedJob = z.infer<typeof retriedJobSchema>;
export type FailedJobsPage = z.infer<typeof failedJobsPageSchema>;

/** The machine translation queue as staff see it: who translates, the month's budget, the jobs, and why they wait. */
export const translationQueueSchema = z.object({
  provider: z.enum(TRANSLATION_PROVIDERS),
  /** The month the budget counts (UTC), `2026-11`. */
  month: z.string(),
  /** Characters sent to the provider this month, and the most it may be sent. */
  budget: z.object({ limit: z.number().int(), used: z.number().int() }),
  jobs: z.object({
    /** Due now (new, or set to run again after a failure), not yet taken. */
    waiting: z.number().int(),
    /** Set to start later: after the month's budget or the provider's quota. */
    deferred: z.number().int(),
    active: z.number().int(),
    /** Retries spent (listed with the failed jobs). */
    failed: z.number().int(),
  }),
  /** Until when translations wait: the 1st of next month (budget), or the next try after the provider's refusal (quota); null when they do not. */
  pausedUntil: z.string().nullable(),
  reason: z.enum(TRANSLATION_PAUSE_REASONS).nullable(),
  /** When the provider last said its own quota was used up. */
  lastQuotaAt: z.string().nullable(),
});
export type TranslationQueue = z.infer<typeof translationQueueSchema>;

/**
 * A restriction staff put on a member or lift: mute (the spec's IsMuted) or suspend for some days
 * or for good (null), with why. Each is also a moderation decision the member gets a statement of
 * reasons of and can contest: the note is its facts, sent to the member; a mute or suspension names
 * the community rule broken (`reason`; a lift cites the one it lifted, `other` when not given).
 */
export const restrictMemberInputSchema = z
  .object({
    action: z.enum(['mute', 'suspend', 'lift']),
    reason: z.enum(MODERATION_REASONS, { message: 'required' }).optional(),
    days: z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(90), z.null()]).optional(),
    note: text({ trim: true, min: STAFF_NOTE_MIN_LENGTH, max: STAFF_NOTE_MAX_LENGTH, tooShort: 'staff_note_required', tooLong: 'tooLong' }),
  })
  .refine((input) => input.action === 'lift' || input.reason !== undefined, { message: 'required', path: ['reason'] });
export type RestrictMemberInput = z.input<typeof restrictMemberInputSchema>;
