/**
 * `npm run bench`: builds the app, starts it in production mode beside a bare Fastify hello-world,
 * loads generated data, measures every HTTP target in interleaved rounds on PGlite and PostgreSQL,
 * runs the load scenario and the front-end report, and writes the results under bench/results/.
 * `npm run bench -- --help` lists the options.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { giveFollows, giveNotifications, giveRelations, MemberToken, settle, signIn, signUp, signUpReaders, softwareLinkOf, type Reader } from './accounts.ts';
import { measureBundles, runLighthouse, type FrontendRoute } from './frontend.ts';
import type { Fixtures } from './generate.ts';
import { INSTALLABLE_AUDIT_ID, runInstallable } from './installable.ts';
import { formatRate } from './goals.ts';
import { bodyOf, HELLO_WORLD_ID, headersOf, HTTP_TARGETS, type HttpTarget, type TargetContext, type TargetRequest } from './http-targets.ts';
import { runLoad } from './load.ts';
import { measure, measureOneAtATime, median, summarize, type Sample } from './measure.ts';
import { parseOptions, USAGE, type BenchOptions, type DatabaseKind } from './options.ts';
import { preparePostgres } from './postgres.ts';
import { cleanupAll, installSignalHandlers, onCleanup, runCommand, say } from './processes.ts';
import { renderReport, writeReport } from './report.ts';
import type { DatabaseResult, FrontendResult, RunResults } from './results.ts';
import { lastSmsCodeTo, readMemory, ROOT, SERVER_ENTRY, startAppServer, startHelloWorld, type AppServer } from './servers.ts';
import { measureTranslations } from './translations.ts';

/** Posts the translation phase writes and waits for (a few seconds of jobs on either database). */
const TRANSLATED_POSTS = 300;
/** The name `--targets` asks for the translation phase by (it is not an HTTP target). */
const TRANSLATIONS_PHASE = 'translations';

const RESULTS_DIR = path.join(ROOT, 'bench/results');
/** Logs, fixtures and Lighthouse reports of the last run (ignored by git). */
const WORK_DIR = path.join(RESULTS_DIR, 'tmp');

const startedAt = Date.now();
/** A progress line with the time since the start, so slow phases show. */
function step(line: string): void {
  const elapsed = Math.round((Date.now() - startedAt) / 1000);
  say(`[${Math.floor(elapsed / 60)}:${String(elapsed % 60).padStart(2, '0')}] ${line}`);
}

const FRONTEND_ROUTES = (fixtures: Fixtures): FrontendRoute[] => {
  const post = `/post/${encodeURIComponent(fixtures.showcase.authorId)}/${encodeURIComponent(fixtures.showcase.postId)}`;
  return [
    { label: 'sign-in /auth', path: '/auth', as: 'visitor' },
    { label: 'sign-up /register', path: '/register', as: 'visitor' },
    { label: 'post page', path: post, as: 'visitor' },
    { label: 'public profile', path: `/u/${encodeURIComponent(fixtures.showcase.alias)}`, as: 'visitor' },
    { label: 'home feed /', path: '/', as: 'member' },
    { label: 'account profile', path: '/my-account/profile', as: 'member' },
    { label: 'marketing page', path: '/marketing/fr', as: 'visitor' },
  ];
};
/** The pages Lighthouse scores (issue 26's five). */
const LIGHTHOUSE_ROUTES = (routes: FrontendRoute[]) => routes.filter((route) => ['sign-in /auth', 'post page', 'public profile', 'home feed /', 'marketing page'].includes(route.label));

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function machine(): RunResults['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg(),
    node: process.version,
  };
}

function describeSample(sample: Sample): string {
  const failed = sample.non2xx + sample.errors;
  const statuses = failed ? `  statuses ${JSON.stringify(sample.statuses)}, ${sample.errors} errors` : '';
  return `${formatRate(sample.requestsPerSecond).padStart(7)} req/s  p50 ${String(sample.p50).padStart(4)} ms  p99 ${String(sample.p99).padStart(4)} ms${statuses}`;
}

/** The search target measures a search that finds its member: a misspelled name without accents. */
async function expectSearchFinds(baseUrl: string, reader: Reader, search: { term: string; expectedName: string }): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/users?search=${encodeURIComponent(search.term)}`, { headers: { cookie: reader.cookie } });
  const found = ((await response.json()) as { users?: { DisplayName: string }[] }).users ?? [];
  if (found[0]?.DisplayName !== search.expectedName) throw new Error(`searching "${search.term}" did not find ${search.expectedName} first`);
}

interface PlannedTarget {
  target: HttpTarget;
  request: TargetRequest;
  url: string;
  /** The server's address: the Origin of state-changing calls. */
  base: string;
}

/** A target's method, headers and body as of now (the customer's bearer token changes over the run). */
function requestOf(plan: PlannedTarget, context: TargetContext) {
  const body = bodyOf(plan.request);
  return { url: plan.url, method: plan.request.method ?? ('GET' as const), headers: headersOf(plan.request, context, plan.base), ...(body === undefined ? {} : { body }) };
}

/** Checks each target answers 200 once before measuring it (a 401 or 404 measured fast would lie). */
async function checkTargets(planned: PlannedTarget[], context: TargetContext) {
  for (const plan of planned) {
    const { url, ...init } = requestOf(plan, context);
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const answer = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${plan.target.label} (${url}) answered HTTP ${response.status} instead of 200: ${answer.toString('utf8').slice(0, 300)}`);
  }
}

/**
 * A run in which a target answered anything but 2xx, or not at all, measured something else (429s
 * answered fast, 503s): the benchmark stops there and says so rather than report it.
 */
function expectAll2xx(target: HttpTarget, sample: Sample, what: string): void {
  if (sample.non2xx + sample.errors === 0) return;
  throw new Error(
    `${target.label} (${target.id}) answered ${sample.non2xx} of ${sample.requests} requests outside 2xx (statuses ${JSON.stringify(sample.statuses)}) and had ${sample.errors} errors or timeouts in the ${what}: not measured`,
  );
}

async function measureTargets(
  options: BenchOptions,
  database: DatabaseResult,
  hello: AppServer,
  app: AppServer,
  context: TargetContext,
  /** Before each run of `seconds`: keeps the customer's bearer token valid through it. */
  beforeRun: (seconds: number) => Promise<void>,
): Promise<void> {
  const wanted = options.targets;
  const unknown = wanted?.filter((id) => id !== TRANSLATIONS_PHASE && !HTTP_TARGETS.some((target) => target.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`--targets: no target named ${unknown.join(', ')}`);
  const planned = HTTP_TARGETS.filter((target) => !wanted || target.id === HELLO_WORLD_ID || wanted.includes(target.id)).flatMap((target): PlannedTarget[] => {
    const request = target.request(context);
    if (!request) {
      say(`  ${target.label}: not measurable with these fixtures (${context.fixtures.posts.toLocaleString('en')} posts, ${context.fixtures.members.toLocaleString('en')} members), skipped`);
      return [];
    }
    const base = target.server === 'hello' ? hello.baseUrl : app.baseUrl;
    return [{ target, request, url: `${base}${request.path}`, base }];
  });
  await beforeRun(60);
  await checkTargets(planned, context);
  const run = async (plan: PlannedTarget, duration: number, what: string) => {
    await beforeRun(duration);
    const sample = plan.target.oneAtATime
      ? await measureOneAtATime(requestOf(plan, context), duration, plan.target.oneAtATime)
      : await measure({ ...requestOf(plan, context), connections: plan.target.connections ?? options.connections, duration, ...(plan.target.uniquePaths ? { idReplacement: true } : {}) });
    expectAll2xx(plan.target, sample, what);
    return sample;
  };

  if (options.warmup > 0) {
    step(`  warm-up: ${options.warmup} s per target`);
    for (const plan of planned) await run(plan, options.warmup, 'warm-up');
  }
  const samples = new Map<string, Sample[]>(planned.map((plan) => [plan.target.id, []]));
  database.targets = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const plan of planned) {
      const sample = await run(plan, options.duration, `round ${round}`);
      samples.get(plan.target.id)?.push(sample);
      step(`  round ${round}/${options.rounds}  ${plan.target.label.padEnd(34)} ${describeSample(sample)}`);
      app.process.trimLog();
    }
    // Keep what is measured so far: a failure in a later round still reports these.
    const helloRounds = samples.get(HELLO_WORLD_ID) ?? [];
    database.targets = planned.map((plan) => {
      const rounds = samples.get(plan.target.id) ?? [];
      // Each round's ratio to the hello-world run beside it, then the median: drift of the machine cancels out.
      const ratios = rounds.flatMap((sample, index) => (helloRounds[index] ? [sample.requestsPerSecond / (helloRounds[index] as Sample).requestsPerSecond] : []));
      return { id: plan.target.id, label: plan.target.label, ...summarize(rounds), ratioToHello: median(ratios) };
    });
  }
}


async function runFrontend(app: AppServer, fixtures: Fixtures, reader: Reader): Promise<FrontendResult> {
  const result: FrontendResult = { bundles: [], lighthouse: [] };
  const routes = FRONTEND_ROUTES(fixtures);
  try {
    step('  initial JS and CSS per route (Chromium)');
    result.bundles = await measureBundles(app.baseUrl, routes, reader.cookie);
    for (const row of result.bundles) {
      say(`    ${row.label.padEnd(20)} JS ${(row.jsGzipBytes / 1000).toFixed(1).padStart(6)} kB gzip (${row.jsFiles} files)  CSS ${(row.cssGzipBytes / 1000).toFixed(1)} kB  → ${row.finalPath}`);
    }
    step('  Lighthouse (mobile, then desktop)');
    result.lighthouse = await runLighthouse(app.baseUrl, LIGHTHOUSE_ROUTES(routes), reader.cookie, WORK_DIR, (row) =>
      say(
        `    ${row.label.padEnd(14)} ${row.formFactor.padEnd(7)} score ${row.score ?? '–'}  LCP ${row.lcpMs === null ? '–' : `${(row.lcpMs / 1000).toFixed(2)} s`}  TBT ${row.tbtMs === null ? '–' : Math.round(row.tbtMs)} ms  CLS ${row.cls?.toFixed(3) ?? '–'}${row.error ? `  (${row.error})` : ''}`,
      ),
    );
    step(`  Lighthouse ${INSTALLABLE_AUDIT_ID} (the app can be installed), per language`);
    result.installable = await runInstallable(app.baseUrl, (row) =>
      say(`    ${row.label.padEnd(18)} ${row.passed ? 'pass' : 'FAIL'}  manifest ${row.manifestUrl ?? '–'}${row.reasons ? `  (${row.reasons})` : ''}${row.error ? `  error: ${row.error}` : ''}`),
    );
    const failing = result.installable.filter((row) => !row.passed);
    if (failing.length > 0) throw new Error(`not installable: ${failing.map((row) => `${row.label} (${row.error ?? row.reasons})`).join(', ')}`);
  } catch (error) {
    result.error = (error as Error).stack ?? String(error);
    console.error(`  front-end report failed: ${(error as Error).message}`);
  }
  return result;
}

async function runDatabase(kind: DatabaseKind, options: BenchOptions, hello: AppServer, results: RunResults): Promise<void> {
  const database: DatabaseResult = { kind, description: '', targets: [] };
  results.databases.push(database);
  say('');
  step(`=== ${kind === 'pglite' ? 'PGlite (embedded, the default)' : 'PostgreSQL'}`);
  let databaseUrl: string | null = null;
  let stopPostgres = async () => {};
  if (kind === 'postgres') {
    const postgres = await preparePostgres();
    if ('skip' in postgres) {
      database.skipped = postgres.skip;
      say(`  skipped: ${postgres.skip}`);
      return;
    }
    databaseUrl = postgres.url;
    stopPostgres = postgres.stop;
    database.description = `${postgres.source}.`;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `arya-bench-${kind}-`));
  const removeDataDir = onCleanup(`data folder ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }), () => rmSync(dataDir, { recursive: true, force: true }));
  let app: AppServer | null = null;
  try {
    const fixturesFile = path.join(WORK_DIR, `fixtures-${kind}.json`);
    step(`  generating ${options.posts.toLocaleString('en')} posts by ${options.members.toLocaleString('en')} members (bench/generate.ts)`);
    await runCommand(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/generate.ts'), '--data-dir', dataDir, '--posts', String(options.posts), '--members', String(options.members), '--out', fixturesFile, ...(databaseUrl ? ['--database-url', databaseUrl] : [])],
      { cwd: ROOT },
    );
    const fixtures = JSON.parse(readFileSync(fixturesFile, 'utf8')) as Fixtures;
    database.fixtures = fixtures;
    database.description =
      kind === 'pglite'
        ? `PGlite in the server process (${fixtures.serverVersion.split(' on ')[0]}), data in a temporary DATA_DIR.`
        : `${database.description} ${fixtures.serverVersion.split(' on ')[0]}.`;

    step('  starting the server (production mode)');
    app = await startAppServer({ dataDir, databaseUrl, logFile: path.join(WORK_DIR, `server-${kind}.log`) });
    // The front end and the load scenario run on the first database measured: PGlite, the default.
    const first = results.databases.length === 1;
    const withLoad = first && !options.skipLoad;
    const readerCount = withLoad ? options.loadMembers : 1;
    step(`  signing up ${readerCount} member(s) through the API`);
    const runId = `${kind}-${Date.now().toString(36)}`;
    const readers = await signUpReaders(app.baseUrl, Math.max(2, readerCount), runId, lastSmsCodeTo);
    // The onboarding and phone targets are a new member's: signed up, no phone verified yet.
    const newcomer = await signUp(app.baseUrl, `bench-newcomer-${runId}@bench.example.com`, 'Nouvelle Venue');
    // The measured member has notifications: more than a page, each from a like of one of their comments.
    await giveNotifications(app.baseUrl, `${fixtures.showcase.authorId}/${fixtures.showcase.postId}`, readers[0] as Reader, readers[1] as Reader, 25);
    await giveFollows(app.baseUrl, readers[0] as Reader, fixtures.followed);
    // …and hides some members, as a member who blocks and mutes does: the feeds pay for leaving them out.
    await giveRelations(app.baseUrl, readers[0] as Reader, fixtures.hidden ?? []);
    // The front end is measured as a member who has been around (onboarding done, phone verified);
    // so are the pages the server renders (a member still to onboard is sent to onboarding).
    const settled = readers[1] as Reader;
    await settle(app.baseUrl, settled);
    await settle(app.baseUrl, readers[0] as Reader);
    // Only when a search target runs: under 244 members, no generated member is named Chloé Lefebvre.
    if (!options.targets || options.targets.some((id) => id.startsWith('search'))) await expectSearchFinds(app.baseUrl, readers[0] as Reader, fixtures.search);
    // The account area: the generated staff account and customer sign in with their passwords.
    const staffCookie = await signIn(app.baseUrl, fixtures.staff.email, fixtures.staff.password);
    const customerCookie = fixtures.customer ? await signIn(app.baseUrl, fixtures.customer.email, fixtures.customer.password) : null;
    const customerToken = customerCookie ? new MemberToken(app.baseUrl, customerCookie) : null;
    const context: TargetContext = {
      fixtures,
      memberCookie: (readers[0] as Reader).cookie,
      newcomerCookie: newcomer.cookie,
      customerCookie,
      customerToken: () => customerToken?.value ?? '',
      staffCookie,
      softwareLink: customerCookie ? await softwareLinkOf(app.baseUrl, customerCookie) : null,
    };

    await measureTargets(options, database, hello, app, context, async (seconds) => customerToken?.fresh(seconds));
    database.serverPeakRssMb = readMemory(app.process.pid)?.peakMb;

    // With --targets, only when asked for by name (`--targets translations`).
    if (!options.targets || options.targets.includes(TRANSLATIONS_PHASE)) {
      step(`  translations: ${TRANSLATED_POSTS} French posts written, each translated by a job (fake DeepL)`);
      database.translations = await measureTranslations(app.baseUrl, readers[0] as Reader, staffCookie, TRANSLATED_POSTS);
      say(`    ${formatRate(database.translations.translationsPerSecond)} translations/s (${TRANSLATED_POSTS} in ${database.translations.seconds.toFixed(1)} s)`);
    }

    if (first && !options.skipFrontend) {
      step('  front end');
      results.frontend = await runFrontend(app, fixtures, settled);
    }
    if (withLoad) {
      step(`  load: ${readers.length} members reading and posting for ${options.loadDuration} s`);
      database.load = await runLoad({ baseUrl: app.baseUrl, pid: app.process.pid, readers, fixtures, seconds: options.loadDuration });
      say(`    ${describeSample(database.load)}  ${formatRate(database.load.writesPerSecond)} posts/s  peak RSS ${Math.round(database.load.peakRssMb)} MB`);
    }
  } catch (error) {
    database.error = (error as Error).stack ?? String(error);
    console.error(`  ${kind} run failed: ${(error as Error).message}`);
  } finally {
    await app?.process.stop();
    await stopPostgres();
    removeDataDir();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    say(USAGE);
    return 0;
  }
  installSignalHandlers();
  rmSync(WORK_DIR, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });

  const results: RunResults = {
    startedAt: new Date(),
    gitSha: git(['rev-parse', '--short', 'HEAD']) || 'no-git',
    dirty: git(['status', '--porcelain', '--', 'apps', 'packages']) !== '',
    machine: machine(),
    options,
    databases: [],
  };
  say(`Benchmark of ${results.gitSha}${results.dirty ? ' (uncommitted changes)' : ''} on ${results.machine.cores} cores, load average ${results.machine.loadAverage.map((value) => value.toFixed(1)).join(' ')}`);

  if (options.build) {
    step('building (npm run build)');
    await runCommand('npm', ['run', 'build'], { cwd: ROOT, quiet: true });
  } else if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('--no-build: apps/server/dist/server.js or apps/web/dist/index.html is missing; run npm run build first');
  }

  const hello = await startHelloWorld(path.join(WORK_DIR, 'hello-world.log'));
  try {
    const kinds: DatabaseKind[] = options.only ? [options.only] : ['pglite', 'postgres'];
    for (const kind of kinds) await runDatabase(kind, options, hello, results);
  } finally {
    await hello.process.stop();
  }

  results.finishedAt = new Date();
  const markdown = renderReport(results);
  const file = writeReport(RESULTS_DIR, results, markdown);
  if (!options.keepLogs) {
    for (const kind of ['pglite', 'postgres']) rmSync(path.join(WORK_DIR, `server-${kind}.log`), { force: true });
  }
  say(`\n${markdown}`);
  say(`Written to ${path.relative(ROOT, file)} and bench/results/latest.md`);
  const failed = results.databases.some((database) => database.error) || results.frontend?.error;
  return failed ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanupAll();
    process.exit(1);
  });
