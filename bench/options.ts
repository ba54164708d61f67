import { parseArgs } from 'node:util';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchOptions {
  posts: number;
  members: number;
  /** Seconds of each measured autocannon run. */
  duration: number;
  /** Seconds each target runs once, unmeasured, before the first round. */
  warmup: number;
  rounds: number;
  connections: number;
  only: DatabaseKind | null;
  skipFrontend: boolean;
  skipLoad: boolean;
  build: boolean;
  loadMembers: number;
  loadDuration: number;
  /** Keep the servers' logs in bench/results/tmp/ after the run (they are deleted otherwise). */
  keepLogs: boolean;
  /** Only these HTTP targets (hello-world always runs beside them); null for all. */
  targets: string[] | null;
}

export const DEFAULTS: BenchOptions = {
  posts: 20_000,
  members: 500,
  duration: 4,
  warmup: 1,
  rounds: 3,
  connections: 10,
  only: null,
  skipFrontend: false,
  skipLoad: false,
  build: true,
  loadMembers: 50,
  loadDuration: 30,
  keepLogs: false,
  targets: null,
};

export const USAGE = `npm run bench -- [options]

  --posts N            posts the generator loads, in SQL (default ${DEFAULTS.posts}; the scale run is --posts 1000000)
  --members M          members who wrote them (default ${DEFAULTS.members})
  --duration S         seconds of each measured run of a target (default ${DEFAULTS.duration})
  --warmup S           seconds of one unmeasured run of each target before the rounds (default ${DEFAULTS.warmup})
  --rounds R           interleaved rounds: each round runs every target once, hello-world included (default ${DEFAULTS.rounds})
  --connections C      concurrent connections of autocannon (default ${DEFAULTS.connections})
  --only pglite|postgres   one database only (default: PGlite, then PostgreSQL when one is reachable)
  --skip-frontend      no bundle sizes and no Lighthouse (they run against the first database measured)
  --skip-load          no load scenario (members posting and reading; it runs on the first database measured)
  --load-members N     members of the load scenario, one connection each (default ${DEFAULTS.loadMembers})
  --load-duration S    seconds of the load scenario (default ${DEFAULTS.loadDuration})
  --targets a,b,c      only these HTTP targets (ids as in bench/http-targets.ts; hello-world always runs beside them),
                       and the translation job's throughput when one of them is "translations"
  --no-build           use the existing apps/web/dist and apps/server/dist instead of running npm run build
  --keep-logs          keep the servers' logs in bench/results/tmp/ after the run (the server always logs at its
                       production level, info, to a file there: that cost is part of what is measured)
  --help               this text

PostgreSQL: BENCH_DATABASE_URL (an empty database it may fill and empty), else a throwaway server
started from /usr/lib/postgresql/*/bin like .ci/run does, else skipped.`;

function positive(name: string, value: string | undefined, fallback: number, { integer = true } = {}): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0 || (integer && !Number.isInteger(parsed))) {
    throw new Error(`--${name} takes a positive ${integer ? 'whole ' : ''}number, not ${JSON.stringify(value)}`);
  }
  return parsed;
}

/** Parses the command line; null means --help was asked. */
export function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      posts: { type: 'string' },
      members: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      'skip-frontend': { type: 'boolean' },
      'skip-load': { type: 'boolean' },
      'load-members': { type: 'string' },
      'load-duration': { type: 'string' },
      'no-build': { type: 'boolean' },
      'keep-logs': { type: 'boolean' },
      targets: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return null;
  if (values.only !== undefined && values.only !== 'pglite' && values.only !== 'postgres') {
    throw new Error(`--only takes pglite or postgres, not ${JSON.stringify(values.only)}`);
  }
  return {
    posts: positive('posts', values.posts, DEFAULTS.posts),
    members: positive('members', values.members, DEFAULTS.members),
    duration: positive('duration', values.duration, DEFAULTS.duration, { integer: false }),
    warmup: values.warmup === '0' ? 0 : positive('warmup', values.warmup, DEFAULTS.warmup, { integer: false }),
    rounds: positive('rounds', values.rounds, DEFAULTS.rounds),
    connections: positive('connections', values.connections, DEFAULTS.connections),
    only: values.only ?? null,
    skipFrontend: values['skip-frontend'] ?? false,
    skipLoad: values['skip-load'] ?? false,
    build: !(values['no-build'] ?? false),
    loadMembers: positive('load-members', values['load-members'], DEFAULTS.loadMembers),
    loadDuration: positive('load-duration', values['load-duration'], DEFAULTS.loadDuration, { integer: false }),
    keepLogs: values['keep-logs'] ?? false,
    targets: values.targets ? values.targets.split(',').map((id) => id.trim()).filter(Boolean) : null,
  };
}
