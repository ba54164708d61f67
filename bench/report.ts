/** The markdown report of a run: written to bench/results/<date>-<sha>.md and bench/results/latest.md. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkGoals, formatRate, formatRatio } from './goals.ts';
import { HELLO_WORLD_ID } from './http-targets.ts';
import { READ_WRITE_MIX } from './load.ts';
import type { DatabaseResult, RunResults } from './results.ts';

const ms = (value: number) => (Number.isFinite(value) ? (value >= 100 ? String(Math.round(value)) : value.toFixed(value >= 10 ? 1 : 2)) : '–');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (milliseconds: number | null) => (milliseconds === null ? '–' : `${(milliseconds / 1000).toFixed(2)} s`);
const pad = (value: number) => String(value).padStart(2, '0');
const stamp = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function databaseSection(database: DatabaseResult): string {
  const title = `### ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
  if (database.skipped) return `${title}\n\nSkipped: ${database.skipped}`;
  const lines = [title, '', database.description];
  if (database.fixtures) {
    const { fixtures } = database;
    lines.push(
      `${fixtures.posts.toLocaleString('en')} posts by ${fixtures.members.toLocaleString('en')} members, loaded in ${Math.round(fixtures.seconds)} s.` +
        (database.serverPeakRssMb ? ` Server peak RSS after the targets: ${Math.round(database.serverPeakRssMb)} MB.` : ''),
    );
  }
  if (database.error) lines.push('', `**Stopped by an error:** ${database.error.split('\n')[0]}`);
  const hello = database.targets.find((target) => target.id === HELLO_WORLD_ID);
  if (database.targets.length > 0) {
    lines.push(
      '',
      table(
        ['Target', 'req/s (median)', 'p50 ms', 'p99 ms', 'vs hello-world', 'failed', 'req/s per round'],
        database.targets.map((target) => [
          target.label,
          formatRate(target.requestsPerSecond),
          ms(target.p50),
          ms(target.p99),
          target.id === HELLO_WORLD_ID || !hello ? '–' : formatRatio(target.ratioToHello),
          String(target.non2xx + target.errors),
          target.rounds.map((round) => formatRate(round.requestsPerSecond)).join(', '),
        ]),
      ),
    );
  }
  return lines.join('\n');
}

function translationsSection(results: RunResults): string | null {
  const measured = results.databases.filter((database) => database.translations);
  if (measured.length === 0) return null;
  return [
    '## Translations: the job\'s throughput',
    '',
    'A member publishes French posts through the API (4 at a time); each queues its translation, which the server\'s job sends to a fake DeepL on 127.0.0.1, checks and stores. From the first post sent until the staff\'s queue view shows nothing waiting.',
    '',
    table(
      ['Database', 'posts', 'seconds', 'translations/s'],
      measured.map((database) => {
        const translations = database.translations as NonNullable<DatabaseResult['translations']>;
        return [database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL', String(translations.posts), translations.seconds.toFixed(1), formatRate(translations.translationsPerSecond)];
      }),
    ),
  ].join('\n');
}

function loadSection(results: RunResults): string | null {
  const measured = results.databases.filter((database) => database.load);
  if (measured.length === 0) return null;
  return [
    '## Load: members reading and posting',
    '',
    `Each member has its own connection and session and loops without pause over: ${READ_WRITE_MIX}.`,
    '',
    table(
      ['Database', 'members', 'seconds', 'req/s', 'new posts/s', 'p50 ms', 'p99 ms', 'failed', 'server peak RSS', 'RSS after'],
      measured.map((database) => {
        const load = database.load as NonNullable<DatabaseResult['load']>;
        return [
          database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
          String(load.members),
          String(load.seconds),
          formatRate(load.requestsPerSecond),
          formatRate(load.writesPerSecond),
          ms(load.p50),
          ms(load.p99),
          String(load.non2xx + load.errors),
          `${Math.round(load.peakRssMb)} MB`,
          `${Math.round(load.rssAfterMb)} MB`,
        ];
      }),
    ),
  ].join('\n');
}

function frontendSection(results: RunResults): string | null {
  const { frontend } = results;
  if (!frontend) return null;
  const lines = ['## Front end', ''];
  if (frontend.error) lines.push(`**Stopped by an error:** ${frontend.error.split('\n')[0]}`, '');
  if (frontend.bundles.length > 0) {
    lines.push(
      'JavaScript and CSS a first visit loads (Chromium, until the network is idle, service worker blocked), gzip level 9; 1 kB = 1,000 bytes.',
      '',
      table(
        ['Route', 'as', 'JS gzip', 'JS files', 'JS raw', 'CSS gzip', 'CSS files'],
        frontend.bundles.map((row) => [
          `${row.label} (\`${row.path.length > 40 ? `${row.path.slice(0, 40)}…` : row.path}\`)${row.finalPath !== row.path.split('?')[0] ? ` → \`${row.finalPath}\`` : ''}`,
          row.as,
          kb(row.jsGzipBytes),
          String(row.jsFiles),
          kb(row.jsRawBytes),
          kb(row.cssGzipBytes),
          String(row.cssFiles),
        ]),
      ),
      '',
    );
  }
  if (frontend.lighthouse.length > 0) {
    lines.push(
      'Lighthouse 12.8 (performance category only; mobile: default config with simulated throttling; desktop: its desktop config), Debian Chromium in Paris time, three runs each: every figure is the median of the three.',
      '',
      table(
        ['Page', 'as', 'form factor', 'score', 'LCP', 'TBT', 'CLS', 'FCP'],
        frontend.lighthouse.map((row) => [
          row.label,
          row.as,
          row.formFactor,
          row.score === null ? `– (${row.error ?? 'no score'})` : String(row.score),
          seconds(row.lcpMs),
          row.tbtMs === null ? '–' : `${Math.round(row.tbtMs)} ms`,
          row.cls === null ? '–' : row.cls.toFixed(3),
          seconds(row.fcpMs),
        ]),
      ),
    );
  }
  if (frontend.installable && frontend.installable.length > 0) {
    lines.push(
      '',
      "Lighthouse installable-manifest (Chromium's installability check, bench/installable.ts), a fresh profile per page.",
      '',
      table(
        ['Page', 'result', 'manifest', 'what stops installing'],
        frontend.installable.map((row) => [row.label, row.passed ? 'pass' : 'fail', row.manifestUrl ?? '–', row.error ?? (row.reasons || '–')]),
      ),
    );
  }
  return lines.join('\n');
}

export function renderReport(results: RunResults): string {
  const { options, machine } = results;
  const busy = machine.loadAverage[0] !== undefined && machine.loadAverage[0] > machine.cores * 0.5;
  const goals = checkGoals(results);
  const sections = [
    `# Benchmark ${stamp(results.startedAt)}, ${results.gitSha}${results.dirty ? ' (with uncommitted changes)' : ''}`,
    '',
    `Machine: ${machine.cpus}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}; load average at start ${machine.loadAverage.map((value) => value.toFixed(1)).join(' / ')}` +
      (busy ? ' (**busy machine: other work shared the cores, numbers are noisy**).' : '.'),
    `Options: ${options.posts.toLocaleString('en')} generated posts by ${options.members.toLocaleString('en')} members; ${options.rounds} interleaved round(s) of ${options.duration} s per target after a ${options.warmup} s warm-up, ` +
      `${options.connections} connections (autocannon, from the same machine); req/s, p50 and p99 are medians over the rounds, ` +
      `"vs hello-world" the median of each round's ratio to the hello-world run of that round. ` +
      `Server: \`NODE_ENV=production\`, default log level (info, to a file), rate limits raised.` +
      (results.finishedAt ? ` Took ${Math.round((results.finishedAt.getTime() - results.startedAt.getTime()) / 1000)} s.` : ''),
    '',
    '## Targets',
    '',
    table(
      ['Target', 'Measured', 'Status'],
      goals.map((goal) => [goal.goal, goal.measured, goal.status === 'met' ? 'met' : goal.status === 'not met' ? '**not met**' : 'not measured']),
    ),
    '',
    '## HTTP (autocannon)',
    '',
    results.databases.map(databaseSection).join('\n\n'),
  ];
  const load = loadSection(results);
  if (load) sections.push('', load);
  const translations = translationsSection(results);
  if (translations) sections.push('', translations);
  const frontend = frontendSection(results);
  if (frontend) sections.push('', frontend);
  return `${sections.join('\n')}\n`;
}

/** Writes the report as bench/results/<date>-<sha>.md and bench/results/latest.md; answers the first path. */
export function writeReport(resultsDir: string, results: RunResults, markdown: string): string {
  mkdirSync(resultsDir, { recursive: true });
  const date = results.startedAt;
  const name = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}-${results.gitSha}.md`;
  const file = path.join(resultsDir, name);
  writeFileSync(file, markdown);
  writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
  return file;
}
