import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The app plugins every feature may read: `app.ctx`, `app.providers`, `app.limits`, `app.pages`, `app.jobs`, `app.queueTranslation`, `app.auth`, `app.live`. */
const APP_PLUGINS = ['context', 'providers', 'limits', 'pages', 'jobs', 'translations', 'auth', 'bearer', 'live'] as const;

/**
 * A feature as a plugin of its own (its `index.ts` default export): encapsulated, so its hooks and
 * decorators stay inside it, and registered only after the app plugins it reads (fastify checks the
 * names). Adding a feature is adding its folder: app.ts loads every `features/<name>/index.ts`.
 */
export function feature(name: string, register: (app: FastifyInstance) => Promise<void>) {
  return fp(register, { name: `feature:${name}`, dependencies: [...APP_PLUGINS], encapsulate: true });
}
