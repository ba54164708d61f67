import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { memoryRateLimitStore } from '../memory-rate-limit-store.ts';
import { postgresRateLimitStore } from '../postgres-rate-limit-store.ts';

/** A store class of @fastify/rate-limit whose instances share their counters. */
export type CounterStoreClass = new (options?: unknown, prefix?: string) => FastifyRateLimitStore;

export interface Limits {
  /**
   * Where every request budget counts: processes sharing a PostgreSQL server share the counters
   * too; one process on PGlite counts in memory. The API's per-address limit and the realtime
   * socket's handshakes and budgets count in it.
   */
  Store: CounterStoreClass;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

async function limitsPlugin(app: FastifyInstance) {
  const { database, db } = app.ctx;
  const Store = database.kind === 'postgres' ? postgresRateLimitStore(db) : memoryRateLimitStore();
  // The counts of the last second are written before the database closes (a flush after it only logs errors).
  if ('flush' in Store) app.addHook('onClose', () => Store.flush());
  app.decorate('limits', { Store: Store as CounterStoreClass });
}

export default fp(limitsPlugin, { name: 'limits', dependencies: ['context'] });
