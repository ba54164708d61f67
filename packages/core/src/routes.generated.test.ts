import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_ROUTES_FILE, renderRoutes } from '../scripts/generate-routes.ts';
import { isEndpoint, type Route } from './common/endpoint.ts';
import * as core from './index.ts';
import * as generated from './routes.generated.ts';

describe('the generated route table', () => {
  it('is what `npm run generate:routes` writes from the endpoints (run it after changing one)', async () => {
    expect(readFileSync(GENERATED_ROUTES_FILE, 'utf8')).toBe(await renderRoutes());
  });

  it('has one route per endpoint, at its method and path, sending the bearer token where the endpoint wants it', () => {
    const endpoints = Object.values(core as Record<string, unknown>).filter(isEndpoint);
    const routes = generated as Record<string, Route>;
    expect(Object.keys(routes).sort()).toEqual(endpoints.map((endpoint) => `${endpoint.name}Route`).sort());
    for (const endpoint of endpoints) {
      expect(routes[`${endpoint.name}Route`]).toEqual({
        method: endpoint.method,
        path: endpoint.path,
        ...(endpoint.access === 'bearer' ? { bearer: true } : {}),
        ...(endpoint.bodyEncoding ? { bodyEncoding: endpoint.bodyEncoding } : {}),
      });
    }
  });

  it('loads no zod: its only import that stays at run time is the zod-free endpoint module', () => {
    const runtimeImports = readFileSync(GENERATED_ROUTES_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('import ') && !line.startsWith('import type '));
    expect(runtimeImports).toEqual(["import { defineRoute, type SchemasOf } from './common/endpoint.ts';"]);
  });
});
