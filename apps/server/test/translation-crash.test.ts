import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeDeepL, type FakeDeepL } from './helpers/fake-deepl.ts';

const WORKER = path.join(import.meta.dirname, 'fixtures', 'translation-worker.ts');
const FRENCH = "Je reste acheteur sur l'EUR/USD tant que 1,0950 tient, objectif 1,1000.";
const dataDir = mkdtempSync(path.join(tmpdir(), 'arya-translation-crash-'));
const template = inject('templateDatabase');
const children: ChildProcess[] = [];
let fake: FakeDeepL;

beforeAll(async () => {
  fake = await startFakeDeepL();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the worker process; resolves with it and the first line it reports with this event. */
function worker(mode: 'send-and-hang' | 'finish', event: string): Promise<{ child: ChildProcess; message: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'db'),
      MODE: mode,
      FAKE_URL: fake.url,
      POST_TEXT: FRENCH,
      // As job-crash.test.ts: the worker's database is a file-based PGlite, copied from the template
      // when that is a PGlite dump, else (a PostgreSQL run) made and migrated by the worker itself.
      ...(mode === 'send-and-hang' && template.kind === 'pglite' ? { TEMPLATE_DUMP: template.dumpFile } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      if (message.event === event) resolve({ child, message });
      else reject(new Error(`the worker said ${line} instead of ${event}`));
    });
    child.once('exit', (code, signal) => reject(new Error(`the worker stopped (${code ?? signal}) before it said ${event}`)));
  });
}

describe('a worker killed while the provider translates a post', () => {
  it('translates it once restarted: one translation stored, its characters counted once, the job completed', async () => {
    // The first request to the provider hangs until released: the worker is killed while it waits.
    const held = fake.hold();
    const { child, message: sent } = await worker('send-and-hang', 'sent');
    const stopped = new Promise<never>((_, reject) => child.once('exit', (code, signal) => reject(new Error(`the worker stopped (${code ?? signal}) before its request arrived`))));
    // The request reached the provider: the job has charged the post's characters by then.
    await Promise.race([held.arrived, stopped]);
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    // The killed worker's connection is gone: letting its request go answers nobody.
    held.release();

    const { child: second, message } = await worker('finish', 'done');
    const secondExit = new Promise((resolve) => second.once('exit', (code) => resolve(code)));
    const sourceKey = sent.sourceKey as string;
    const english = "[EN] Je reste acheteur sur l'EUR/USD tant que 1.0950 tient, objectif 1.1000.";
    expect(message).toMatchObject({
      // Failed once by the crash (sent back to its queue at the restart), then done.
      jobs: [{ state: 'completed', retryCount: 1 }],
      // Readers get the translation, made from the version queued, by DeepL.
      post: { textLocalizations: { en: english }, translatedBy: 'deepl', translatedFrom: sent.hash },
      published: [{ postId: 'crash-author/crash-post', TextLang: 'fr', TextLocalizations: { en: english }, TranslatedBy: 'deepl' }],
    });
    // One charge for the version, and the month's characters counted once: the post's length.
    const charges = message.charges as { sourceKey: string; month: string; characters: number }[];
    expect(charges).toEqual([{ sourceKey, month: expect.stringMatching(/^\d{4}-\d{2}$/), characters: FRENCH.length }]);
    expect(message.usage).toEqual([{ month: charges[0]?.month, characters: FRENCH.length }]);
    // The provider was asked twice: the request cut short by the crash, then the one answered.
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((request) => [request.source, request.target])).toEqual([
      ['fr', 'en-GB'],
      ['fr', 'en-GB'],
    ]);
    expect(await secondExit).toBe(0);
  }, 120_000);
});
