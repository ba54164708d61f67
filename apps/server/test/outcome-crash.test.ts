import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeTwelveData, type FakeCandle, type FakeTwelveData } from './helpers/fake-twelve-data.ts';

const WORKER = path.join(import.meta.dirname, 'fixtures', 'outcome-worker.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'arya-outcome-crash-'));
const template = inject('templateDatabase');
const children: ChildProcess[] = [];
const FIVE_MINUTES = 5 * 60_000;
/** Published three hours ago, on a 5-minute boundary. */
const PUBLISHED_AT = Math.floor((Date.now() - 3 * 60 * 60_000) / FIVE_MINUTES) * FIVE_MINUTES;
let fake: FakeTwelveData;

/** EUR/USD flat at 1.0800 for half an hour, then up through breakeven (1.083) to TP1 (1.085). */
function series(): FakeCandle[] {
  const candles: FakeCandle[] = [];
  for (let index = 0; index < 24; index += 1) {
    const price = index < 6 ? 1.08 : Math.min(1.0856, 1.08 + (index - 5) * 0.0012);
    candles.push({ time: PUBLISHED_AT + index * FIVE_MINUTES, open: price, high: price + 0.0001, low: price - 0.0001, close: price });
  }
  return candles;
}

beforeAll(async () => {
  let first = true;
  fake = await startFakeTwelveData({
    apiKey: 'td-key',
    series: { 'EUR/USD': series() },
    // The first request is never answered: the worker is killed while it waits.
    respond: () => {
      if (!first) return undefined;
      first = false;
      return 'hang';
    },
  });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function worker(mode: 'measure-and-hang' | 'finish', event: string): Promise<{ child: ChildProcess; message: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'db'),
      MODE: mode,
      FAKE_URL: fake.url,
      PUBLISHED_AT: new Date(PUBLISHED_AT).toISOString(),
      ...(mode === 'measure-and-hang' && template.kind === 'pglite' ? { TEMPLATE_DUMP: template.dumpFile } : {}),
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

describe('an outcome worker killed while it reads market prices', () => {
  it('measures the idea once restarted: its outcome stored once, its author told once, the job completed', async () => {
    const { child } = await worker('measure-and-hang', 'sent');
    // The job asked the provider (the request hangs there): kill the worker now.
    await expect.poll(() => fake.requests.length, { timeout: 30_000 }).toBe(1);
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const { child: second, message } = await worker('finish', 'done');
    const secondExit = new Promise((resolve) => second.once('exit', (code) => resolve(code)));
    expect(message).toMatchObject({
      // Failed once by the crash (sent back to its queue at the restart), then done.
      jobs: [{ state: 'completed', retryCount: 1 }],
      outcome: { state: 'closed', r: 1, steps: ['filled', 'breakeven', 'take_profit'] },
      notifications: [{ userId: 'crash-author', type: 'idea_outcome', objectIds: ['take_profit:1', 'breakeven', 'filled'] }],
    });
    // Asked twice: the request cut short by the crash, then the one answered.
    expect(fake.requests).toHaveLength(2);
    expect(await secondExit).toBe(0);
  }, 120_000);
});
