import { z } from 'zod';

/** Settings the server exposes to the web app at start (never secrets). */
export const publicConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'staging', 'production']),
  publicUrl: z.string(),
  socialProviders: z.array(z.enum(['google', 'facebook'])),
  features: z.object({ onboarding: z.boolean(), upgrade: z.boolean(), notificationsBadge: z.boolean(), ideasBadge: z.boolean() }),
  limits: z.object({ maxImagesPerPost: z.number().int().positive(), maxUserUploadQuotaPerHour: z.number().int().positive() }),
  links: z.object({
    courses: z.string(),
    shop: z.string(),
    helpCentre: z.object({ fr: z.string(), en: z.string() }),
    appStore: z.string(),
    googlePlay: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    /** The virtual server offer of the licences page. */
    virtualServer: z.string(),
  }),
  analytics: z.object({ tagManagerFr: z.string().nullable(), tagManagerEn: z.string().nullable() }),
  devOutbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
