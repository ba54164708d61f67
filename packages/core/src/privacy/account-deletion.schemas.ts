import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/auth.schemas.ts';
import { text } from '../common/text.ts';
import { DELETION_CONTENT_CHOICES } from './privacy.constants.ts';

/**
 * A member's request to delete their account (GDPR art. 17). Password accounts confirm with their
 * password; an account signed in only through a provider (no password) confirms by a recent sign-in
 * instead (REAUTH_REQUIRED otherwise). Their posts and comments are kept under "deleted member"
 * unless they choose to delete them.
 */
export const accountDeletionRequestSchema = z.object({
  password: text({ max: PASSWORD_MAX_LENGTH, tooLong: 'AUTH_PASSWORD_TOO_LONG' }).min(1, 'required').optional(),
  content: z.enum(DELETION_CONTENT_CHOICES).default('keep_anonymous'),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionRequestSchema>;

/** The deletion scheduled: signing in before `eraseAfter` cancels it; the member is signed out everywhere. */
export const accountDeletionScheduledSchema = z.object({
  requestedAt: z.string(),
  eraseAfter: z.string(),
  content: z.enum(DELETION_CONTENT_CHOICES),
});
export type AccountDeletionScheduled = z.infer<typeof accountDeletionScheduledSchema>;
