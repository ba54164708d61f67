import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, inject, it } from 'vitest';

const WORKER = path.join(import.meta.dirname, 'fixtures', 'job-worker.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'arya-job-crash-'));
const template = inject('templateDatabase');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the worker process; resolves with it and the first line it reports with this event. */
function worker(mode: 'send-and-hang' | 'finish', event: string): Promise<{ child: ChildProcess; message: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], { env: { ...process.env, DATA_DIR: path.join(dataDir, 'db'), MODE: mode, ...(mode === 'send-and-hang' && template.kind === 'pglite' ? { TEMPLATE_DUMP: template.dumpFile } : {}) }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const message = JSON.parse(line) as Record<string, unknown>;
      if (message.event === event) resolve({ child, message });
    });
    child.once('exit', (code, signal) => reject(new Error(`the worker stopped (${code ?? signal}) before it said ${event}`)));
  });
}

describe('a worker killed while a job runs', () => {
  it('loses nothing: once restarted, the job runs again and completes exactly once, its effect written once', async () => {
    const { child } = await worker('send-and-hang', 'effect-written');
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const { message } = await worker('finish', 'done');
    expect(message).toEqual({ event: 'done', runs: 1, jobs: [{ state: 'completed', retryCount: 1 }], effects: [{ orderId: 'order-1' }] });
  }, 90_000);
});
