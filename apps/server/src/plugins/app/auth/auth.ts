import { isLanguage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Language } from '@arya/core';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from '../../../db/schema/index.ts';
import type { EmailSender } from '../../../providers/email/index.ts';
import { memberLanguage } from '../../../shared/members/current-user.repository.ts';
import { PASSWORD_RESET_EMAIL } from './auth-emails.ts';
import { authPolicies } from './auth-policies.ts';
import { deleteOlderResetTokens } from './reset-tokens.repository.ts';
import { sessionRefusal } from './sessions.repository.ts';
import { DELETION_CANCELLED_EMAIL, deletionDate, rememberRestoringSession, restorePendingDeletion } from '../../../shared/account-deletion.ts';

export const AUTH_BASE_PATH = '/api/auth';
const PASSWORD_RESET_TOKEN_SECONDS = 60 * 60;
/**
 * better-auth's session list answers each session's token to the browser, and its revocations take
 * tokens: the security page uses /api/v1/me/sessions instead, which names sessions by id. Its
 * password change would replace the member's own session and answer the new token in its body:
 * /api/v1/me/password calls it in process (throttled) and keeps the session the member is using.
 */
const CLOSED_SESSION_PATHS = ['/list-sessions', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions', '/change-password'];

export function configuredSocialProviders(config: AppConfig): ('google' | 'facebook')[] {
  const providers: ('google' | 'facebook')[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) providers.push('google');
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) providers.push('facebook');
  return providers;
}

export function trustedOrigins(config: AppConfig): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  // The Vite dev server proxies the API from its own origin.
  if (config.environment === 'development') origins.add('http://localhost:5173');
  return [...origins];
}

async function emailLanguage(db: Database, userId: string): Promise<Language> {
  const language = await memberLanguage(db, userId);
  return isLanguage(language) ? language : 'fr';
}

export interface AuthLogger {
  error(details: object, message: string): void;
}

export function createAuth(deps: { db: Database; config: AppConfig; email: EmailSender; log: AuthLogger; onSessionsEnded?: (userId: string) => void }) {
  const { db, config, email, log } = deps;
  const rateWindow = config.RATE_LIMIT_AUTH_WINDOW_SECONDS;
  const rateMax = config.RATE_LIMIT_AUTH_MAX;
  const policies = authPolicies(db, deps.onSessionsEnded);
  return betterAuth({
    appName: 'ARYA Community',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    disabledPaths: CLOSED_SESSION_PATHS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        await deleteOlderResetTokens(db, user.id, token);
        const template = PASSWORD_RESET_EMAIL[await emailLanguage(db, user.id)];
        try {
          await email.send({ to: user.email, subject: template.subject, text: template.text({ name: user.name, url }) });
        } catch (error) {
          // Answer as for any address, so a mail outage never reveals which accounts exist.
          log.error({ err: error }, 'password reset e-mail could not be sent');
        }
      },
      onPasswordReset: async ({ user }) => {
        await policies.onPasswordReset(user.email);
      },
    },
    hooks: { before: policies.before, after: policies.after },
    // Every way in (password, social sign-in, a reset's auto sign-in) makes a session here: a
    // suspended member gets none, and is told until when; a member whose account deletion is
    // pending cancels it by signing in (GDPR art. 17 grace period), and is told by e-mail.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const refusal = await sessionRefusal(db, session.userId);
            // An account being erased is as good as gone: the answer a wrong password gets.
            if (refusal && 'erasing' in refusal) throw new APIError('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
            if (refusal) throw new APIError('FORBIDDEN', { code: 'AUTH_USER_DISABLED', message: 'This account is suspended', until: refusal.suspendedUntil.toISOString() });
          },
          after: async (session) => {
            const restored = await restorePendingDeletion(db, session.userId, session.createdAt);
            if (!restored) return;
            rememberRestoringSession(session.token);
            const [account] = await db.select({ email: authUsers.email, name: authUsers.name }).from(authUsers).where(eq(authUsers.id, session.userId));
            if (!account) return;
            const language = await emailLanguage(db, session.userId);
            const template = DELETION_CANCELLED_EMAIL[language];
            try {
              await email.send({ to: account.email, subject: template.subject, text: template.text({ name: account.name, date: deletionDate(language, restored.requestedAt), url: `${config.publicUrl}/` }) });
            } catch (error) {
              // The account is restored all the same; the e-mail only says so.
              log.error({ err: error }, 'account restored e-mail could not be sent');
            }
          },
        },
      },
    },
    socialProviders: {
      ...(configuredSocialProviders(config).includes('google')
        ? { google: { clientId: config.GOOGLE_CLIENT_ID as string, clientSecret: config.GOOGLE_CLIENT_SECRET as string } }
        : {}),
      ...(configuredSocialProviders(config).includes('facebook')
        ? { facebook: { clientId: config.FACEBOOK_CLIENT_ID as string, clientSecret: config.FACEBOOK_CLIENT_SECRET as string } }
        : {}),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: rateWindow, max: rateMax },
        '/sign-up/email': { window: rateWindow, max: rateMax },
        '/request-password-reset': { window: rateWindow, max: rateMax },
        '/reset-password': { window: rateWindow, max: rateMax },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: {
      // Explicit: better-auth otherwise turns its Origin/CSRF checks off whenever NODE_ENV=test or TEST is set.
      disableOriginCheck: false,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent', level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
