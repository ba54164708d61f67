import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** One reverse proxy at 10.9.9.9 in front of the server; clients may send any X-Forwarded-For. */
const PROXY = '10.9.9.9';
const LIMIT = 3;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appTrusting(trustProxy: string) {
  const app = await createTestApp({ TRUST_PROXY: trustProxy, RATE_LIMIT_API_MAX: String(LIMIT) });
  apps.push(app);
  /** A request the proxy forwards for `client`, who also wrote a forged address of its own. */
  return (client: string, forged: string) =>
    app.app.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY, headers: { 'x-forwarded-for': `${forged}, ${client}` } });
}

describe.each([
  ['a hop count', '1'],
  ['the proxy address', PROXY],
  ['the proxy range', '10.9.0.0/16'],
])('trusting %s', (_, setting) => {
  it('limits a client by the address the proxy saw, whatever it forges in X-Forwarded-For', async () => {
    const send = await appTrusting(setting);
    for (let i = 0; i < LIMIT; i += 1) expect((await send('203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await send('203.0.113.7', '198.51.100.200')).statusCode).toBe(429);
    // Another client behind the same proxy keeps its own allowance.
    expect((await send('203.0.113.8', '198.51.100.1')).statusCode).toBe(200);
  });
});
