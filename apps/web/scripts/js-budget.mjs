/* eslint-disable no-console -- a command-line check: it reports on the console. */
// The JavaScript a first visit of each page downloads before it can be used: the entry with what it
// imports (index.html's module script and modulepreload links), the app it loads (page-chunks.json's
// `app`, with its French translations: `languages`), the page's own chunks (its `pages`, which the
// server names in the page) and those of the parts it shows on arrival (`parts`, PAGE_PARTS below),
// gzip level 9 as the build wrote them.
// Fails when a page grows past its budget (js-budget.json). `--write` sets each budget to today's
// size and 2 % (a ceiling to bring down as pages shrink: raise one only with a reason in the commit).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const BUDGET_FILE = path.join(WEB, 'js-budget.json');

if (!existsSync(path.join(DIST, 'page-chunks.json'))) {
  console.error('js-budget: apps/web/dist is not built (npm run build)');
  process.exit(1);
}

const gzipBytes = (file) => {
  const full = path.join(DIST, file);
  return existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(readFileSync(full), { level: 9 }).length;
};
const chunks = JSON.parse(readFileSync(path.join(DIST, 'page-chunks.json'), 'utf8'));
const entry = [
  ...[...readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  // The app, with its translations in French (the larger catalogue; the server names one language's).
  ...[...chunks.app, ...(chunks.languages?.fr ?? [])].map((file) => file.replace(/^\//, '')),
];
/** The parts (src/app/parts.ts) a page shows as it opens: the post page opens its comments. */
const PAGE_PARTS = { post: ['comments'] };
const pages = chunks.pages;
const sizes = Object.fromEntries(
  Object.entries(pages).map(([route, files]) => {
    const partFiles = (PAGE_PARTS[route] ?? []).flatMap((id) => chunks.parts?.[id] ?? []);
    const all = new Set([...entry, ...[...files, ...partFiles].map((file) => file.replace(/^\//, ''))]);
    return [route, Math.round([...all].reduce((sum, file) => sum + gzipBytes(file), 0) / 100) / 10];
  }),
);

if (process.argv.includes('--write')) {
  const budgets = Object.fromEntries(Object.entries(sizes).map(([route, size]) => [route, Math.ceil(size * 1.02)]));
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`js-budget: budgets written for ${Object.keys(sizes).length} pages`);
  process.exit(0);
}

const budgets = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
const over = [];
for (const [route, size] of Object.entries(sizes)) {
  const budget = budgets[route];
  if (budget === undefined) over.push(`${route}: ${size} kB, no budget (npm run budget -- --write)`);
  else if (size > budget) over.push(`${route}: ${size} kB, budget ${budget} kB (+${(size - budget).toFixed(1)} kB)`);
}
console.log(`js-budget: entry ${entry.length} files; post ${sizes.post} kB, home ${sizes.home} kB (gzip, before any interaction)`);
if (over.length > 0) {
  console.error(`js-budget: pages over their JavaScript budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
