import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/**
 * Development and tests only (the simulator's time machine): scripts an instrument's simulated
 * price from now on, then measures that instrument's ideas as if the given minutes had passed, so
 * an end-to-end journey sees an idea go through its steps in seconds.
 */
export const devMarketScriptInputSchema = z.object({
  symbol: z.string().min(1).max(20),
  points: z.array(z.object({ afterMinutes: z.number().min(-24 * 60).max(366 * 24 * 60), price: z.number().positive() })).min(1).max(50),
  measureAtMinutes: z.array(z.number().int().min(0).max(366 * 24 * 60)).max(20),
});
export type DevMarketScriptInput = z.infer<typeof devMarketScriptInputSchema>;

export const devMarketScriptEndpoint = defineEndpoint({
  name: 'devMarketScript',
  method: 'POST',
  path: '/api/v1/dev/market-prices',
  summary: 'Development market prices',
  access: 'public',
  description: "Development and tests only, with the market simulator: scripts an instrument's price from now on and measures its ideas as if minutes had passed",
  tags: ['system'],
  body: devMarketScriptInputSchema,
  response: z.object({ measured: z.number().int() }),
  errors: ['NOT_FOUND'],
});
