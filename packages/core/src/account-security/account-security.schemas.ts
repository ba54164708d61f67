import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/auth.schemas.ts';

/**
 * One of the member's signed-in sessions as the security page lists it: named by its id (never
 * its token, which would sign anyone in), with the device read from its User-Agent.
 */
export const memberSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  mobile: z.boolean(),
  /** When the member signed in on it. */
  createdAt: z.string(),
  /** When it was last used, to within a few minutes. */
  lastUsedAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionsSchema = z.object({ sessions: z.array(memberSessionSchema) });
export type MemberSessions = z.infer<typeof memberSessionsSchema>;

/** better-auth's session ids are 32 letters and digits; anything longer names no session. */
export const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(64) });

/** How many sessions a request signed out. */
export const signedOutSchema = z.object({ signedOutSessions: z.number().int().nonnegative() });
export type SignedOut = z.infer<typeof signedOutSchema>;

/**
 * A password change. Lengths and strength are the rules of every new password (AUTH_WEAK_PASSWORD,
 * AUTH_PASSWORD_TOO_LONG, AUTH_PASSWORD_TOO_WEAK…), checked by the server's one policy, so the body
 * only bounds what it reads. The other sessions are signed out unless the member keeps them.
 */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(1).max(1024),
  keepOtherSessions: z.boolean().default(false),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
