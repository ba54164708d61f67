import { defineEndpoint } from '../common/endpoint.ts';
import { accountDeletionRequestSchema, accountDeletionScheduledSchema } from './account-deletion.schemas.ts';

export const requestAccountDeletionEndpoint = defineEndpoint({
  name: 'requestAccountDeletion',
  method: 'POST',
  path: '/api/v1/me/deletion',
  summary: 'Delete my account',
  access: 'member',
  description:
    "Schedules the erasure of the member's account after the grace period (ACCOUNT_DELETION_GRACE_DAYS): their content is hidden at once, every session is signed out, paid subscriptions stop renewing. Signing in before the date cancels it. Confirmed by the password, or by a sign-in less than REAUTH_WINDOW_MINUTES old for an account without one",
  tags: ['privacy'],
  body: accountDeletionRequestSchema,
  response: accountDeletionScheduledSchema,
  errors: ['CURRENT_PASSWORD_WRONG', 'REAUTH_REQUIRED', 'AUTH_TOO_MANY_ATTEMPTS', 'ACCOUNT_DELETION_PENDING', 'PROFILE_NOT_FOUND'],
  // Each try checks a password (CPU), counted with the account's sign-ins besides.
  limits: { perMember: { max: 5, windowSeconds: 15 * 60, code: 'AUTH_TOO_MANY_ATTEMPTS' } },
});
