/**
 * `@arya/core/rules`: the constants, rules and helpers that need no zod (languages, dates, numbers,
 * page routes and guards, access and feature rules). What the web's pages and their unit tests import
 * for logic; loading it costs no schema. Every module here is also in `index.ts` (`@arya/core`).
 */
export * from './common/languages.ts';
export * from './common/errors.ts';
export * from './common/clean-text.ts';
export * from './common/dates.ts';
export * from './common/numbers.ts';
export * from './common/api-tags.ts';
export * from './navigation/routes.ts';
export * from './navigation/guards.ts';
export * from './navigation/help-centre.ts';
export * from './users/users.constants.ts';
export * from './users/access.rules.ts';
export * from './auth/auth-errors.ts';
export * from './auth/password-rules.ts';
export * from './auth/password-strength.ts';
export * from './account-security/user-agent.ts';
export * from './system/boot-answers.ts';
export * from './system/web-manifest.ts';
export * from './posts/posts.constants.ts';
export * from './posts/post-id.ts';
export * from './posts/youtube.ts';
export * from './uploads/uploads.constants.ts';
export * from './gifs/gifs.constants.ts';
export * from './comments/comments.constants.ts';
export * from './live/live.ts';
export * from './notifications/notifications.constants.ts';
export * from './notifications/notification-links.ts';
export * from './notifications/notification-excerpt.ts';
export * from './people/people.constants.ts';
export * from './people/people.rules.ts';
export * from './people/phone.ts';
export * from './ideas/ideas.constants.ts';
export * from './ideas/ideas.rules.ts';
export * from './ideas/content-access.rules.ts';
export * from './news/news.constants.ts';
export * from './onboarding/onboarding.constants.ts';
export * from './onboarding/onboarding.rules.ts';
export * from './phone/phone-verification.constants.ts';
export * from './phone/phone-verification.rules.ts';
export * from './phone/phone-line.rules.ts';
export * from './payments/payments.constants.ts';
export * from './payments/payments.rules.ts';
export * from './licences/licences.constants.ts';
export * from './licences/licences.rules.ts';
export * from './referral/referral.constants.ts';
export * from './referral/referral.rules.ts';
export * from './coins/coins.constants.ts';
export * from './staff/staff.constants.ts';
export * from './staff/staff.rules.ts';
export * from './shop/billing.rules.ts';
export * from './shop/course-platform.constants.ts';
export * from './shop/course-platform.rules.ts';
export * from './legal/legal.constants.ts';
export * from './moderation/moderation.constants.ts';
