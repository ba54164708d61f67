/**
 * The front-end report: the JavaScript and CSS each route loads on a first visit (gzip), and
 * Lighthouse performance (mobile and desktop) of the pages that matter most.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { onCleanup } from './processes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUIET_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const FRENCH = 'fr-FR,fr;q=0.9';
const READER_TIME_ZONE = 'Europe/Paris';

export interface FrontendRoute {
  label: string;
  path: string;
  as: 'member' | 'visitor';
}

export interface BundleRow extends FrontendRoute {
  /** Where the page ended (a guard may redirect). */
  finalPath: string;
  jsFiles: number;
  jsGzipBytes: number;
  jsRawBytes: number;
  cssFiles: number;
  cssGzipBytes: number;
}

export interface LighthouseRow extends FrontendRoute {
  formFactor: 'mobile' | 'desktop';
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  error?: string;
}

function kindOf(response: Response): 'js' | 'css' | null {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (type === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

/** Loads each route in a fresh Chromium context until the network is idle and sums what it loaded. */
export async function measureBundles(baseUrl: string, routes: FrontendRoute[], memberCookie: string): Promise<BundleRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_FLAGS });
  try {
    const rows: BundleRow[] = [];
    for (const route of routes) {
      // No service worker: it would fetch and cache assets beside the page.
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'fr-FR', timezoneId: READER_TIME_ZONE, extraHTTPHeaders: { 'accept-language': FRENCH } });
      if (route.as === 'member') {
        await context.addCookies(memberCookie.split('; ').map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url: baseUrl };
        }));
      }
      const page = await context.newPage();
      const loaded = new Map<string, Promise<{ kind: 'js' | 'css'; raw: number; gzip: number } | null>>();
      page.on('response', (response) => {
        const kind = kindOf(response);
        if (!kind || loaded.has(response.url()) || response.status() !== 200) return;
        loaded.set(
          response.url(),
          response.body().then(
            (body) => ({ kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
            () => null,
          ),
        );
      });
      await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const files = (await Promise.all(loaded.values())).filter((file) => file !== null);
      const js = files.filter((file) => file.kind === 'js');
      const css = files.filter((file) => file.kind === 'css');
      rows.push({
        ...route,
        finalPath: new URL(page.url()).pathname,
        jsFiles: js.length,
        jsGzipBytes: js.reduce((sum, file) => sum + file.gzip, 0),
        jsRawBytes: js.reduce((sum, file) => sum + file.raw, 0),
        cssFiles: css.length,
        cssGzipBytes: css.reduce((sum, file) => sum + file.gzip, 0),
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (performance only) in a Chromium of its own; the JSON report is kept in `reportDir`. */
async function lighthouseRun(baseUrl: string, route: FrontendRoute, formFactor: 'mobile' | 'desktop', memberCookie: string, reportDir: string): Promise<LighthouseRow> {
  // In Paris, as most members: the server's first page is written in Paris time and hydrated as it is
  // (a browser in another zone on its first visit draws the page itself).
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...QUIET_FLAGS], logLevel: 'silent', envVars: { ...process.env, TZ: READER_TIME_ZONE } });
  const removeCleanup = onCleanup('Chromium of Lighthouse', async () => chrome.kill(), () => chrome.kill());
  try {
    const result = await lighthouse(
      `${baseUrl}${route.path}`,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        extraHeaders: { 'Accept-Language': FRENCH, ...(route.as === 'member' ? { Cookie: memberCookie } : {}) },
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const slug = `${route.label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${formFactor}`;
    writeFileSync(path.join(reportDir, `lighthouse-${slug}.json`), JSON.stringify(lhr));
    const score = lhr.categories.performance?.score;
    return {
      ...route,
      formFactor,
      score: score === null || score === undefined ? null : Math.round(score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
  } catch (error) {
    return { ...route, formFactor, score: null, lcpMs: null, tbtMs: null, cls: null, fcpMs: null, error: (error as Error).message };
  } finally {
    removeCleanup();
    chrome.kill();
  }
}

/** Lighthouse runs per page and form factor; each figure reported is the median of the runs (issue 26). */
const LIGHTHOUSE_RUNS = 3;

const medianOf = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? (known[middle] as number) : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
};

export async function runLighthouse(baseUrl: string, routes: FrontendRoute[], memberCookie: string, reportDir: string, onRow?: (row: LighthouseRow) => void): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const route of routes) {
      const runs: LighthouseRow[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        let row = await lighthouseRun(baseUrl, route, formFactor, memberCookie, reportDir);
        // A busy machine sometimes spoils the trace (NO_NAVSTART, NO_FCP): Lighthouse says to run it again.
        if (row.score === null) row = await lighthouseRun(baseUrl, route, formFactor, memberCookie, reportDir);
        runs.push(row);
      }
      const scored = runs.filter((row) => row.score !== null);
      const row: LighthouseRow =
        scored.length === 0
          ? (runs[0] as LighthouseRow)
          : {
              ...route,
              formFactor,
              score: medianOf(scored.map((item) => item.score)),
              lcpMs: medianOf(scored.map((item) => item.lcpMs)),
              tbtMs: medianOf(scored.map((item) => item.tbtMs)),
              cls: medianOf(scored.map((item) => item.cls)),
              fcpMs: medianOf(scored.map((item) => item.fcpMs)),
            };
      onRow?.(row);
      rows.push(row);
    }
  }
  return rows;
}
