/**
 * `@arya/core/contract`: the zod schemas of what travels (inputs, answers, pages) and the endpoint
 * entries built on the routes (access, declared errors, tags, summary) that the server registers.
 * The web imports from here only the form schemas it validates with and the types of answers.
 * Also in `index.ts` (`@arya/core`).
 */
export * from './common/text.ts';
export * from './common/keyset.ts';
export * from './users/users.schemas.ts';
export * from './users/users.endpoints.ts';
export * from './auth/auth.schemas.ts';
export * from './account-security/account-security.schemas.ts';
export * from './account-security/account-security.endpoints.ts';
export * from './config/public-config.ts';
export * from './system/system.schemas.ts';
export * from './system/system.endpoints.ts';
export * from './users/public-user.ts';
export * from './posts/posts.schemas.ts';
export * from './posts/posts.endpoints.ts';
export * from './uploads/uploads.schemas.ts';
export * from './uploads/uploads.endpoints.ts';
export * from './gifs/gifs.schemas.ts';
export * from './gifs/gifs.endpoints.ts';
export * from './reactions/reactions.schemas.ts';
export * from './reactions/reactions.endpoints.ts';
export * from './comments/comments.schemas.ts';
export * from './comments/comments.endpoints.ts';
export * from './live/live.schemas.ts';
export * from './notifications/notifications.schemas.ts';
export * from './notifications/notifications.endpoints.ts';
export * from './people/people.schemas.ts';
export * from './people/profile.schemas.ts';
export * from './people/people.endpoints.ts';
export * from './relations/relations.schemas.ts';
export * from './relations/relations.endpoints.ts';
export * from './moderation/reports.schemas.ts';
export * from './moderation/reports.endpoints.ts';
export * from './ideas/ideas.schemas.ts';
export * from './ideas/ideas.endpoints.ts';
export * from './news/news.schemas.ts';
export * from './news/news.endpoints.ts';
export * from './news/back-office-messages.ts';
export * from './onboarding/onboarding.schemas.ts';
export * from './onboarding/onboarding.endpoints.ts';
export * from './phone/phone-verification.schemas.ts';
export * from './phone/phone-verification.endpoints.ts';
export * from './payments/payments.schemas.ts';
export * from './payments/payments.endpoints.ts';
export * from './licences/licences.schemas.ts';
export * from './licences/licences.endpoints.ts';
export * from './referral/referral.schemas.ts';
export * from './referral/referral.endpoints.ts';
export * from './coins/coins.schemas.ts';
export * from './coins/coins.endpoints.ts';
export * from './staff/staff.schemas.ts';
export * from './staff/staff.endpoints.ts';
export * from './shop/shop.schemas.ts';
export * from './shop/shop.endpoints.ts';
export * from './shop/shop-contract.endpoints.ts';
export * from './shop/course-platform.schemas.ts';
export * from './shop/course-platform.endpoints.ts';
export * from './consent/consent.schemas.ts';
export * from './consent/consent.endpoints.ts';
export * from './privacy/account-deletion.schemas.ts';
export * from './privacy/account-deletion.endpoints.ts';
