import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client on our own server (same origin, cookie sessions). */
export const authClient = createAuthClient({ basePath: '/api/auth' });
