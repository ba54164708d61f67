/**
 * Lighthouse's installability audit, `installable-manifest`. Lighthouse 12 dropped its PWA category
 * and this audit with it; this is the same check as a Lighthouse plugin of the bench: a gatherer
 * asks Chromium what stops the page from being installed (`Page.getInstallabilityErrors`, what the
 * audit of Lighthouse 11 read, beside the manifest Chromium parsed) and the audit passes when
 * nothing does. Run with the front-end report, or alone against a running server:
 *
 *   npx tsx bench/installable.ts http://localhost:3000
 */
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { Audit, Gatherer, type Artifacts, type Config } from 'lighthouse';
import { onCleanup, say } from './processes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const INSTALLABLE_AUDIT_ID = 'installable-manifest';

/** The pages checked: the sign-in page of each language, where a visitor first lands. */
export const INSTALLABLE_PAGES = [
  { label: 'French /auth', path: '/auth', acceptLanguage: 'fr-FR,fr;q=0.9' },
  { label: 'English /en/auth', path: '/en/auth', acceptLanguage: 'en-US,en;q=0.9' },
] as const;

interface InstallabilityArtifact {
  manifestUrl: string | null;
  manifestErrors: string[];
  /** Chromium's installability error ids with their arguments. */
  errors: { errorId: string; arguments: { name: string; value: string }[] }[];
}

/** Not about the page: Lighthouse 11 ignored it too (a profile that keeps nothing cannot install). */
const IGNORED_ERRORS = new Set(['in-incognito']);

class Installability extends Gatherer {
  override meta = { supportedModes: ['navigation' as const] };

  // Lighthouse's types know only its own artifacts: this one goes through as theirs.
  override async getArtifact(context: Parameters<Gatherer['getArtifact']>[0]): Promise<Awaited<ReturnType<Gatherer['getArtifact']>>> {
    const session = context.driver.defaultSession;
    const manifest = await session.sendCommand('Page.getAppManifest');
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    const artifact: InstallabilityArtifact = {
      manifestUrl: manifest.url || null,
      manifestErrors: manifest.errors.map((error) => error.message),
      errors: installabilityErrors.map((error) => ({ errorId: error.errorId, arguments: error.errorArguments })),
    };
    return artifact as unknown as Awaited<ReturnType<Gatherer['getArtifact']>>;
  }
}

class InstallableManifest extends Audit {
  static override get meta() {
    return {
      id: INSTALLABLE_AUDIT_ID,
      title: 'Web app manifest and service worker meet the installability requirements',
      failureTitle: 'Web app manifest or service worker do not meet the installability requirements',
      description: "Chromium's installability check (Page.getInstallabilityErrors), as Lighthouse 11's audit of the same id.",
      requiredArtifacts: ['Installability' as keyof Artifacts],
      supportedModes: ['navigation' as const],
    };
  }

  static override audit(artifacts: Artifacts) {
    const found = (artifacts as unknown as { Installability: InstallabilityArtifact }).Installability;
    const errors = found.errors.filter((error) => !IGNORED_ERRORS.has(error.errorId));
    const reasons = [
      ...(found.manifestUrl ? [] : ['no manifest linked']),
      ...found.manifestErrors.map((message) => `manifest: ${message}`),
      ...errors.map((error) => [error.errorId, ...error.arguments.map((argument) => `${argument.name}=${argument.value}`)].join(' ')),
    ];
    return {
      score: reasons.length === 0 ? 1 : 0,
      ...(reasons.length ? { explanation: reasons.join('; ') } : {}),
      details: Audit.makeTableDetails([{ key: 'reason', valueType: 'text', label: 'What stops installing' }], reasons.map((reason) => ({ reason }))),
    };
  }
}

const INSTALLABLE_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: { onlyAudits: [INSTALLABLE_AUDIT_ID] },
  artifacts: [{ id: 'Installability', gatherer: Installability }],
  audits: [InstallableManifest],
  categories: { installable: { title: 'Installable', auditRefs: [{ id: INSTALLABLE_AUDIT_ID, weight: 1 }] } },
};

export interface InstallableRow {
  label: string;
  path: string;
  passed: boolean;
  manifestUrl: string | null;
  /** Why it is not installable (empty when it is). */
  reasons: string;
  error?: string;
}

/**
 * Runs the audit on each language's page with a real Chromium profile (a fresh one per run: the
 * service worker registers on the first load, as for a first-time visitor). A page whose worker
 * had not taken over yet gets one more try.
 */
export async function runInstallable(baseUrl: string, onRow?: (row: InstallableRow) => void): Promise<InstallableRow[]> {
  const rows: InstallableRow[] = [];
  for (const page of INSTALLABLE_PAGES) {
    let row = await installableRun(baseUrl, page);
    if (!row.passed) row = await installableRun(baseUrl, page);
    onRow?.(row);
    rows.push(row);
  }
  return rows;
}

async function installableRun(baseUrl: string, page: (typeof INSTALLABLE_PAGES)[number]): Promise<InstallableRow> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
  const removeCleanup = onCleanup('Chromium of the installability audit', async () => chrome.kill(), () => chrome.kill());
  try {
    const result = await lighthouse(`${baseUrl}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders: { 'Accept-Language': page.acceptLanguage } }, INSTALLABLE_CONFIG);
    const audit = result?.lhr.audits[INSTALLABLE_AUDIT_ID];
    if (!audit) throw new Error(`Lighthouse gave no ${INSTALLABLE_AUDIT_ID} audit${result?.lhr.runtimeError ? ` (${result.lhr.runtimeError.message})` : ''}`);
    const artifact = (result.artifacts as unknown as { Installability?: InstallabilityArtifact }).Installability;
    return { label: page.label, path: page.path, passed: audit.score === 1, manifestUrl: artifact?.manifestUrl ?? null, reasons: audit.explanation ?? audit.errorMessage ?? '' };
  } catch (error) {
    return { label: page.label, path: page.path, passed: false, manifestUrl: null, reasons: '', error: (error as Error).message };
  } finally {
    removeCleanup();
    chrome.kill();
  }
}

/** Alone: `npx tsx bench/installable.ts <base URL>`; exits 1 when a page is not installable. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
  const rows = await runInstallable(baseUrl, (row) =>
    say(`${row.label.padEnd(18)} ${INSTALLABLE_AUDIT_ID}: ${row.passed ? 'pass' : 'FAIL'}  manifest ${row.manifestUrl ?? '–'}${row.reasons ? `  (${row.reasons})` : ''}${row.error ? `  error: ${row.error}` : ''}`),
  );
  process.exit(rows.every((row) => row.passed) ? 0 : 1);
}
