import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateRule } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { memoryRateLimitStore } from '../memory-rate-limit-store.ts';
import { postgresRateLimitStore } from '../postgres-rate-limit-store.ts';

/** A store class of @fastify/rate-limit whose instances share their counters. */
export type CounterStoreClass = new (options?: unknown, prefix?: string) => FastifyRateLimitStore;

/** Whether one more call fits its limit, and when the window that refused it ends. */
export interface LimitVerdict {
  allowed: boolean;
  retryAfterMs: number;
}

export interface Limits {
  /**
   * Where every request budget counts: processes sharing a PostgreSQL server share the counters
   * too; one process on PGlite counts in memory. The API's per-address limit, the per-member
   * limits of the operations and the realtime socket's handshakes and budgets count in it.
   */
  Store: CounterStoreClass;
  /**
   * Counts one call of an operation (or of a named part of one, e.g. `getUsers:search`) by a
   * member against `rule.max` times RATE_LIMIT_MEMBER_SCALE per window. Answers at once: the
   * PostgreSQL store counts in memory and shares its counts every second, so a member may get
   * what the other processes let through in that second beyond the limit. A failing store lets
   * the call through, as the per-address limit does.
   */
  countMember(operation: string, memberId: string, rule: Pick<RateRule, 'max' | 'windowSeconds'>): LimitVerdict;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** The refusal of a call over its limit: the rule's code, and the wait in `details` and in Retry-After. */
export function limitReached(verdict: LimitVerdict, code: RateRule['code'] = 'RATE_LIMITED'): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  return new AppError(code, `Too many calls of this kind: try again in ${waitInWords(retryAfterSeconds)}`, { retryAfterSeconds });
}

function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

async function limitsPlugin(app: FastifyInstance) {
  const { config, database, db } = app.ctx;
  const Store = database.kind === 'postgres' ? postgresRateLimitStore(db) : memoryRateLimitStore();
  // The counts of the last second are written before the database closes (a flush after it only logs errors).
  if ('flush' in Store) app.addHook('onClose', () => Store.flush());
  const members = new Store(undefined, 'member ');
  const scale = config.RATE_LIMIT_MEMBER_SCALE;
  app.decorate('limits', {
    Store: Store as CounterStoreClass,
    countMember(operation, memberId, rule) {
      const max = rule.max * scale;
      let verdict: LimitVerdict = { allowed: true, retryAfterMs: 0 };
      members.incr(
        `${operation}:${memberId}`,
        (error, result) => {
          if (!error && result) verdict = { allowed: result.current <= max, retryAfterMs: result.ttl };
        },
        rule.windowSeconds * 1000,
      );
      return verdict;
    },
  } satisfies Limits);
}

export default fp(limitsPlugin, { name: 'limits', dependencies: ['context'] });
