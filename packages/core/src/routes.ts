/**
 * `@arya/core/routes`: where each operation lives (method, path, bearer, body encoding), its schemas
 * carried as types only, and the helpers that build a request from a route (`endpointUrl`). No zod
 * at run time: the web's API calls import this, never the schemas. Also in `index.ts` (`@arya/core`).
 */
export * from './common/endpoint.ts';
export * from './users/users.routes.ts';
export * from './account-security/account-security.routes.ts';
export * from './system/system.routes.ts';
export * from './posts/posts.routes.ts';
export * from './uploads/uploads.routes.ts';
export * from './gifs/gifs.routes.ts';
export * from './reactions/reactions.routes.ts';
export * from './comments/comments.routes.ts';
export * from './notifications/notifications.routes.ts';
export * from './people/people.routes.ts';
export * from './ideas/ideas.routes.ts';
export * from './news/news.routes.ts';
export * from './onboarding/onboarding.routes.ts';
export * from './phone/phone-verification.routes.ts';
export * from './payments/payments.routes.ts';
export * from './licences/licences.routes.ts';
export * from './referral/referral.routes.ts';
export * from './coins/coins.routes.ts';
export * from './staff/staff.routes.ts';
export * from './shop/shop.routes.ts';
export * from './shop/course-platform.routes.ts';
