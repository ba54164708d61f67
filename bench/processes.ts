import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, statSync, truncateSync } from 'node:fs';

/** Progress lines of the harness (ESLint keeps console.log out of the repo). */
export function say(line = ''): void {
  process.stdout.write(`${line}\n`);
}

interface Cleanup {
  name: string;
  run: () => Promise<void>;
  /** Last resort when the harness exits without running `run` (kill -9 of a child, synchronous). */
  onExit?: () => void;
}

const cleanups: Cleanup[] = [];

/** Registers something to undo at the end, on failure and on Ctrl-C; returns its removal. */
export function onCleanup(name: string, run: () => Promise<void>, onExit?: () => void): () => void {
  const entry: Cleanup = { name, run, onExit };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index !== -1) cleanups.splice(index, 1);
  };
}

/** Undoes everything registered, newest first; a failing step does not stop the others. */
export async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop() as Cleanup;
    try {
      await entry.run();
    } catch (error) {
      console.error(`cleanup of ${entry.name} failed: ${(error as Error).message}`);
    }
  }
}

let signalled = false;
/** Ctrl-C and kill: stop every process and remove every temporary folder before leaving. */
export function installSignalHandlers(): void {
  const handle = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    console.error(`\n${signal}: stopping everything the benchmark started…`);
    void cleanupAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
  process.on('SIGHUP', handle);
  process.on('exit', () => {
    for (const entry of cleanups.splice(0).reverse()) {
      try {
        entry.onExit?.();
      } catch {
        // Exiting anyway.
      }
    }
  });
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** stdout and stderr go straight to this file (appended), so the harness never reads them while measuring. */
  logFile: string;
}

export interface RunningProcess {
  name: string;
  pid: number;
  child: ChildProcess;
  /** Settles with the exit code (or the signal) when the process ends. */
  exited: Promise<string>;
  isRunning(): boolean;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** The end of its log. */
  tail(bytes?: number): string;
  /** Empties its log when it grew past `maxBytes` (the process appends, so it keeps writing at the new end). */
  trimLog(maxBytes?: number): void;
}

/** Starts a long-running process whose output goes to a log file, stopped at cleanup. */
export function startProcess(options: StartOptions): RunningProcess {
  const fd = openSync(options.logFile, 'a');
  const child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`${options.name} did not start`);
  const pid = child.pid;
  let running = true;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve(signal ?? `exit code ${code}`);
    });
    child.once('error', (error) => {
      running = false;
      resolve(`error ${error.message}`);
    });
  });
  const handle: RunningProcess = {
    name: options.name,
    pid,
    child,
    exited,
    isRunning: () => running,
    async stop(graceMs = 15_000) {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => running && child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    tail: (bytes = 3000) => tailOf(options.logFile, bytes),
    trimLog(maxBytes = 64 * 1024 * 1024) {
      if (existsSync(options.logFile) && statSync(options.logFile).size > maxBytes) truncateSync(options.logFile, 0);
    },
  };
  const remove = onCleanup(options.name, () => handle.stop(), () => running && process.kill(pid, 'SIGKILL'));
  void exited.then(remove);
  return handle;
}

function tailOf(file: string, bytes: number): string {
  if (!existsSync(file)) return '';
  const size = statSync(file).size;
  const length = Math.min(size, bytes);
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** Runs a command to its end, its output shown as it goes (or captured); rejects on a non-zero exit. */
export function runCommand(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean } ): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > 200_000) output = output.slice(-100_000);
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const remove = onCleanup(`${command} ${args.join(' ')}`, async () => {
      child.kill('SIGTERM');
    }, () => child.kill('SIGKILL'));
    child.once('error', (error) => {
      remove();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      remove();
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})${options.quiet ? `:\n${output.slice(-4000)}` : ''}`));
    });
  });
}
