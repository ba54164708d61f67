import type { CounterStoreClass } from '../limits.ts';

export interface AddressLimitSettings {
  /** The API's per-address limit, which every socket handshake counts against too. */
  apiMax: number;
  apiWindowMs: number;
  joinsPerMinute: number;
  typingPerMinute: number;
}

export type AddressBudget = 'handshake' | 'joins' | 'typing';

export interface AddressVerdict {
  allowed: boolean;
  retryAfterMs: number;
}

const MINUTE_MS = 60_000;

/**
 * What an address may ask of the realtime socket, counted in the API limiter's own store, so the
 * counts are shared by the server processes exactly where the API's are (PostgreSQL) and kept in
 * this process on PGlite. A handshake counts as one API request of its address: a visitor opening
 * sockets in a loop spends the quota their requests would, and one whose quota is spent cannot
 * open sockets either. Joins of new channels and typing have their own per-minute budgets.
 */
export function liveAddressLimits(Store: CounterStoreClass, settings: AddressLimitSettings) {
  const api = new Store();
  const live = new Store(undefined, 'live ');
  const budgets = {
    handshake: { store: api, prefix: '', max: settings.apiMax, windowMs: settings.apiWindowMs },
    joins: { store: live, prefix: 'joins:', max: settings.joinsPerMinute, windowMs: MINUTE_MS },
    typing: { store: live, prefix: 'typing:', max: settings.typingPerMinute, windowMs: MINUTE_MS },
  };

  return {
    /**
     * Counts one call of an address (its addressKey). Both stores count in memory and answer at once
     * (the PostgreSQL one shares its counts every second), so a call is never held up and the
     * socket's messages keep their order; a store failing, or one that would answer later, lets the
     * call through, as the API's limiter does when its store fails.
     */
    count(budget: AddressBudget, key: string): AddressVerdict {
      const { store, prefix, max, windowMs } = budgets[budget];
      let verdict: AddressVerdict = { allowed: true, retryAfterMs: 0 };
      store.incr(
        `${prefix}${key}`,
        (error, result) => {
          if (!error && result) verdict = { allowed: result.current <= max, retryAfterMs: result.ttl };
        },
        windowMs,
        max,
      );
      return verdict;
    },
  };
}

export type LiveAddressLimits = ReturnType<typeof liveAddressLimits>;
