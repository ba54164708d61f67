import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup, runCommand } from './processes.ts';
import { freePort } from './servers.ts';

export interface PostgresTarget {
  url: string;
  /** Where it comes from, for the report. */
  source: string;
  /** Stops and removes a server the harness started; nothing for BENCH_DATABASE_URL. */
  stop(): Promise<void>;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';
const DATABASE = 'arya_bench';

/** The newest Debian PostgreSQL server binaries folder, or null. */
function debianBinaries(): string | null {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(DEBIAN_ROOT, newest, 'bin') : null;
}

/**
 * The PostgreSQL to measure: BENCH_DATABASE_URL when set (an empty database the harness may fill;
 * it empties the app's tables first), else a throwaway server started like .ci/run does (initdb as
 * the postgres user when root, 127.0.0.1 on a free port, fsync=off), else null with the reason.
 */
export async function preparePostgres(): Promise<PostgresTarget | { skip: string }> {
  const given = process.env.BENCH_DATABASE_URL?.trim();
  if (given) return { url: given, source: 'BENCH_DATABASE_URL', stop: async () => {} };
  const bin = debianBinaries();
  if (!bin) {
    return { skip: `no PostgreSQL: set BENCH_DATABASE_URL, or install the Debian server (apt-get install postgresql) so ${DEBIAN_ROOT}/*/bin/postgres exists` };
  }
  return startThrowawayServer(bin);
}

async function startThrowawayServer(bin: string): Promise<PostgresTarget> {
  const root = process.getuid?.() === 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arya-bench-pg-'));
  const asPostgres = (command: string, args: string[]) => (root ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args]) as [string, string[]];
  let started = false;
  const stopSync = () => {
    if (started) spawnSync(...asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (started) await runCommand(...asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']), { cwd: tmpdir(), quiet: true }).catch(() => undefined);
    started = false;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const remove = onCleanup('PostgreSQL server', stop, stopSync);
  try {
    if (root) chownSync(dataDir, Number(id('postgres', '-u')), Number(id('postgres', '-g')));
    await runCommand(...asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']), { cwd: tmpdir(), quiet: true });
    const port = await freePort();
    const settings = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    started = true;
    await runCommand(...asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-o', settings, 'start']), { cwd: tmpdir(), quiet: true });
    await runCommand(...asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]), { cwd: tmpdir(), quiet: true });
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
      source: `Debian PostgreSQL ${path.basename(path.dirname(bin))} started by the harness (127.0.0.1:${port}, fsync=off)`,
      stop: async () => {
        remove();
        await stop();
      },
    };
  } catch (error) {
    remove();
    await stop();
    throw error;
  }
}

function id(user: string, flag: '-u' | '-g'): string {
  return spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim();
}
