import { z } from 'zod';
import { LANGUAGES } from '../common/languages.ts';
import { text } from '../common/text.ts';
import { TERMS_VERSION_MAX_LENGTH } from '../legal/legal.constants.ts';
import { LICENCE_PRODUCT_CODES, PLATFORMS, SUBSCRIPTION_TIERS } from './users.constants.ts';

export const languageSchema = z.enum(LANGUAGES);
export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);
export const platformSchema = z.enum(PLATFORMS);

export const serverSchema = z.object({ type: z.string(), name: z.string().optional() });
export const addressSchema = z.object({
  line1: z.string(),
  postale_code: z.string(),
  city: z.string(),
  country: z.string().default('FR'),
  company: z.string().optional(),
});

export const interestsSchema = z.object({
  generalKnowledge: z.array(z.string()),
  investmentMotivation: z.array(z.string()),
  investmentObjective: z.array(z.string()),
  marketInterests: z.array(z.string()),
});

/**
 * The signed-in member's merged state (public + protected + private profile and the account),
 * as the client keeps it. Only the member themself ever receives this shape.
 */
export const currentUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.string(),
  /** As the member typed them in the profile form (the display name split at its first space before). */
  firstName: z.string(),
  lastName: z.string(),
  defaultLanguage: languageSchema,
  pictureURL: z.string().nullable(),
  pictureDate: z.string().nullable(),
  alias: z.string().nullable(),
  /** When the alias was last changed (it may change again 30 days later). */
  aliasChangedAt: z.string().nullable(),
  systemAlias: z.string(),
  phoneNumber: z.string().nullable(),
  /** The account holds a number checked by SMS code (the social pages ask for one until then). */
  phoneVerified: z.boolean(),
  followingUsers: z.array(z.string()),
  platforms: z.array(platformSchema),
  privileges: z.array(z.string()),
  shopId: z.string().nullable(),
  servers: z.array(serverSchema),
  isPublic: z.boolean(),
  lifetimeSubscriptionName: subscriptionTierSchema,
  activeSubscriptionName: subscriptionTierSchema.nullable(),
  activeSubscriptionUntil: z.string().nullable(),
  canReadNewsUntil: z.string().nullable(),
  role: z.string().nullable(),
  adminLang: languageSchema.nullable(),
  allowedAdminLangs: z.array(languageSchema),
  adminOptions: z.record(z.string(), z.unknown()),
  IVTSender: z.boolean(),
  /** Muted by moderation: the member reads but writes nothing social until `mutedUntil`. */
  isMuted: z.boolean(),
  mutedUntil: z.string().nullable(),
  products: z.array(z.enum(LICENCE_PRODUCT_CODES)),
  hasSkippedInterests: z.boolean(),
  hasSetInterests: z.boolean(),
  job: z.string().nullable(),
  description: z.string().nullable(),
  verified: z.string().nullable(),
  address: addressSchema.nullable(),
  favoriteIdeas: z.array(z.string()),
  /** Coins held; the onboarding wheel's prize is locked until a phone number is verified. */
  coins: z.object({ available: z.number().int(), locked: z.number().int() }),
  /** The coins the onboarding wheel gave, or null before it was spun. */
  wheelPrize: z.number().int().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * `acceptedTerms`: the terms version the sign-up screen showed (issue 25), recorded when this call
 * creates the profile; a social sign-up accepts them by continuing past the buttons that say so.
 */
export const bootstrapInputSchema = z.object({ language: languageSchema, acceptedTerms: text({ trim: true, min: 1, max: TERMS_VERSION_MAX_LENGTH }).optional() });
export const languageUpdateSchema = z.object({ language: languageSchema });

/** The session as the web sees it: the signed-in member's id, or null for a visitor. */
export const sessionStateSchema = z.object({ userId: z.string().nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;
