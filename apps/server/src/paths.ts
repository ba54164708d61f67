import { fileURLToPath } from 'node:url';

// This module sits one level below apps/server both as source (src/) and bundled (dist/),
// so these paths hold in development and in the built server alike.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const GIFS_DIR = fileURLToPath(new URL('../assets/gifs', import.meta.url));
export const PGLITE_WORKER = new URL('./pglite-worker.mjs', import.meta.url);
export const PASSWORD_STRENGTH_WORKER = new URL('./password-strength-worker.mjs', import.meta.url);
