import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core as @axe-core/playwright ships it. It is put into the page once per document (the
// accessibility test moves inside the app without reloading), where AxeBuilder would inject it on
// every check: about 1.5 s each time on this machine.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, heading order). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Rules below "serious" that the app keeps at zero all the same (issue 6: landmarks and heading order). */
const ALSO_ENFORCED = new Set([
  'heading-order',
  'region',
  'page-has-heading-one',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-complementary-is-top-level',
  'bypass',
]);

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  summary: string;
}

/**
 * Runs axe-core on the page as it is now and returns the findings the app must not have. `exclude`
 * leaves out regions checked in their own state (the feed under an open header menu, whose targets
 * the menu covers only while it is open).
 */
export async function axeFindings(page: Page, exclude: string[] = []): Promise<AxeFinding[]> {
  // A settled page: the start-up loader fading out (1 s after the sign-in decision) is not a state members read.
  await expect(page.locator('[data-testid="app-loader"][aria-busy="true"]')).toHaveCount(0);
  // Evaluated rather than added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'], iframes: false };
  const results = await page.evaluate(
    ({ runOptions, excluded }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }).axe;
      return axe.run(excluded.length === 0 ? document : { include: [['html']], exclude: excluded.map((selector) => [selector]) }, runOptions);
    },
    { runOptions: options, excluded: exclude },
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALSO_ENFORCED.has(violation.id))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary?.split('\n').slice(1, 3).join(' ').trim() ?? violation.help,
    }));
}

/** Soft assertion, so one run lists every page and state that fails. */
export async function expectAccessible(page: Page, what: string, options: { exclude?: string[] } = {}): Promise<void> {
  expect.soft(await axeFindings(page, options.exclude), `axe findings on ${what}`).toEqual([]);
}
