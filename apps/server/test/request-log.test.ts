import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

it('writes one JSON line per request: method, declared route, status and time', async () => {
  lines.length = 0;
  await t.request({ method: 'GET', url: '/api/health' });
  const logged = lines.filter((line) => line.msg === 'request');
  expect(logged).toEqual([expect.objectContaining({ method: 'GET', route: '/api/health', status: 200, ms: expect.any(Number) })]);
  expect(lines).toHaveLength(1);
});

it('never writes a path or a query string, where a reset token or a cursor could be', async () => {
  lines.length = 0;
  const token = 'SECRET-RESET-TOKEN-1234';
  await t.request({ method: 'GET', url: `/api/auth/reset-password/${token}?callbackURL=%2Fpassword` });
  await t.request({ method: 'GET', url: `/nothing/here/${token}` });
  const text = JSON.stringify(lines);
  expect(text).not.toContain(token);
  expect(lines.filter((line) => line.msg === 'request').map((line) => line.route)).toEqual(['/api/auth/*', '(not found)']);
});
