import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { StorageFailures } from '../../disk-space.ts';
import { trustedOrigins } from './auth/auth.ts';
import { WEB_DIST_DIR } from '../../paths.ts';

/** What every app plugin and feature reads: the settings, the database and what the app shares. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  /** Disk-full answers seen by the error handler; health reports them. */
  storageFailures: StorageFailures;
  /** Origins a browser may send from (cookies, sockets, cross-site guard). */
  origins: string[];
  /** The built web app the server serves. */
  webDistDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

async function contextPlugin(app: FastifyInstance, { config, database, webDistDir = WEB_DIST_DIR }: { config: AppConfig; database: DatabaseHandle; webDistDir?: string }) {
  app.decorate('ctx', { config, database, db: database.db, storageFailures: new StorageFailures(), origins: trustedOrigins(config), webDistDir });
}

export default fp(contextPlugin, { name: 'context' });
