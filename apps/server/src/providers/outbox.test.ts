import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DevOutbox } from './outbox.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { info: (_details: object, message: string) => void lines.push(message) } as never };
}

const BODY = 'Open https://arya.example/api/auth/reset-password/SECRET-TOKEN to reset';

describe('DevOutbox', () => {
  it('outside development keeps the body in the outbox but never writes it to the log', async () => {
    const { lines, log } = recordingLog();
    const outbox = new DevOutbox(database.db, log, false);
    await outbox.record('email', 'quiet@example.com', 'Reset', BODY);
    expect(lines.join('\n')).not.toContain('SECRET-TOKEN');
    expect(lines.join('\n')).toContain('quiet@example.com');
    expect((await outbox.list('quiet@example.com'))[0]?.text).toBe(BODY);
  });

  it('in development also writes the body to the log', async () => {
    const { lines, log } = recordingLog();
    await new DevOutbox(database.db, log, true).record('email', 'dev@example.com', 'Reset', BODY);
    expect(lines.join('\n')).toContain('SECRET-TOKEN');
  });
});
