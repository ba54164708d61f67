import { z } from 'zod';
import { BACK_OFFICE_MESSAGE_TYPE } from './news.constants.ts';

/**
 * Spec 1 §4: what the app sends the back-office frame 2 s after it loads (type signal-send): the
 * member, their privileges and the platform. Both sides read it with this schema; the frame
 * only takes it from the app's own origin.
 */
export const backOfficeMessageSchema = z.object({
  type: z.literal(BACK_OFFICE_MESSAGE_TYPE),
  data: z.object({
    user: z.object({ uid: z.string(), displayName: z.string(), role: z.string().nullable(), adminLang: z.string().nullable(), allowedAdminLangs: z.array(z.string()) }),
    privileges: z.array(z.string()),
    adminOptions: z.record(z.string(), z.unknown()),
    platform: z.literal('web'),
  }),
});
export type BackOfficeMessage = z.infer<typeof backOfficeMessageSchema>;
