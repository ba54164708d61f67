import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Every feature of the product: each folder here with an `index.ts` whose default export is its
 * plugin (see plugins/app/feature.ts), in the order of their names. Adding a feature is adding its
 * folder; nothing lists them. The server's bundle (build.mjs) replaces this module by one importing
 * the same files statically, as a bundle has no folder to read.
 */
export async function featurePlugins(): Promise<FastifyPluginAsync[]> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const names = featureFolders(here);
  const modules = await Promise.all(names.map((name) => import(pathToFileURL(path.join(here, name, 'index.ts')).href) as Promise<{ default: FastifyPluginAsync }>));
  return modules.map((module) => module.default);
}

/** The folders of `dir` holding an `index.ts`, sorted (build.mjs reads the same list). */
export function featureFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}
