export * from './auth.ts';
export * from './users.ts';
export * from './user-protected.ts';
export * from './user-private.ts';
export * from './dev-outbox.ts';
export * from './posts.ts';
export * from './uploads.ts';
export * from './sign-in-failures.ts';
