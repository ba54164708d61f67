import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(here, file), 'utf8');
/** The modules an entry file re-exports (`export * from './x.ts'`), relative to src. */
const reexported = (entry: string) => [...read(entry).matchAll(/^export \* from '\.\/(.+?)';$/gm)].map((match) => match[1]!);
/** What a module imports for its run time: `import type` lines are erased and load nothing. */
const valueImports = (file: string) =>
  [...read(file).matchAll(/^import (?!type )[^;]*? from '(.+?)';/gms)].map((match) => match[1]!).concat([...read(file).matchAll(/^export (?!type )[^;]*? from '(.+?)';/gms)].map((match) => match[1]!));

/** Every module a file loads at run time, followed through relative imports; packages by name. */
function loads(file: string, seen = new Set<string>()): Set<string> {
  for (const specifier of valueImports(file)) {
    const target = specifier.startsWith('.') ? path.normalize(path.join(path.dirname(file), specifier)) : specifier;
    if (seen.has(target)) continue;
    seen.add(target);
    if (specifier.startsWith('.')) loads(target, seen);
  }
  return seen;
}

const ENTRIES = ['rules.ts', 'routes.ts', 'contract.ts'];

describe("core's entry points", () => {
  it('share out every module of the barrel (`@arya/core`), each in one entry only', () => {
    const entries = ENTRIES.flatMap(reexported);
    expect(new Set(entries).size).toBe(entries.length);
    expect([...entries].sort()).toEqual(reexported('index.ts').sort());
  });

  it('are the ones package.json exports', () => {
    const { exports } = JSON.parse(readFileSync(path.join(here, '../package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(exports).toEqual({ '.': './src/index.ts', ...Object.fromEntries(ENTRIES.map((entry) => [`./${entry.replace('.ts', '')}`, `./src/${entry}`])) });
  });

  it.each(['rules.ts', 'routes.ts'])('%s loads no zod and no schema (a web unit test importing it pays for neither)', (entry) => {
    const loaded = [...loads(entry)];
    expect(loaded.filter((module) => module === 'zod' || module.endsWith('.schemas.ts') || module.endsWith('.endpoints.ts'))).toEqual([]);
    // The check reads real imports: the contract entry does load zod.
    expect(loads('contract.ts').has('zod')).toBe(true);
  });
});
