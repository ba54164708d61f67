import { devMarketScriptEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { isLoopbackAddress } from '../../config.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { SimulatedMarketPrices, type PricePoint } from '../../providers/market-prices/index.ts';
import { trackDueOutcomes } from './track-outcomes.job.ts';

const MINUTE_MS = 60_000;

/**
 * The simulator's time machine (development and tests only, from this machine): an instrument's
 * price scripted from now on, then its ideas measured as if minutes had passed. Only that
 * instrument's ideas are measured; the scripts last as long as the process.
 */
export async function devMarketRoutes(app: FastifyInstance, { db, enabled }: { db: Database; enabled: boolean }) {
  const scripts = new Map<string, PricePoint[]>();
  registerEndpoint(app, devMarketScriptEndpoint, async ({ body, request, fail }) => {
    if (!enabled || !isLoopbackAddress(request.ip)) return fail('NOT_FOUND', 'Not found');
    const now = Date.now();
    scripts.set(body.symbol, body.points.map((point) => ({ at: now + point.afterMinutes * MINUTE_MS, price: point.price })));
    let measured = 0;
    for (const minutes of body.measureAtMinutes) {
      const at = new Date(now + minutes * MINUTE_MS);
      const marketPrices = new SimulatedMarketPrices({ scripts: Object.fromEntries(scripts), now: () => at.getTime() });
      measured += await trackDueOutcomes({ db, marketPrices, live: app.live, log: app.log }, at, [body.symbol]);
    }
    return { measured };
  });
}
