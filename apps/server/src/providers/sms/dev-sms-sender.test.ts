import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { DevOutbox } from '../outbox.ts';
import { DevSmsSender } from './dev-sms-sender.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { info: (_details: object, message: string) => void lines.push(message) } as never };
}

describe('DevSmsSender', () => {
  it('keeps the SMS in the dev outbox as an sms to the number, without a subject', async () => {
    const { lines, log } = recordingLog();
    await new DevSmsSender(new DevOutbox(database.db, log, true)).send({ to: '+33612345678', text: 'Votre code ARYA : 123456' });

    const [kept, ...others] = await new DevOutbox(database.db, log, true).list('+33612345678');
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ channel: 'sms', to: '+33612345678', subject: null, text: 'Votre code ARYA : 123456' });
    // Development writes the text (and so the code) to the log too.
    expect(lines.join('\n')).toContain('123456');
  });

  it('outside development never writes the text to the log', async () => {
    const { lines, log } = recordingLog();
    const outbox = new DevOutbox(database.db, log, false);
    await new DevSmsSender(outbox).send({ to: '+33611112222', text: 'Votre code ARYA : 987650' });
    expect(lines.join('\n')).toContain('+33611112222');
    expect(lines.join('\n')).not.toContain('987650');
    expect((await outbox.list('+33611112222'))[0]?.text).toBe('Votre code ARYA : 987650');
  });
});
