import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureFolders, featurePlugins } from './registry.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const metaOf = (plugin: object) => (plugin as Record<symbol, { name?: string; dependencies?: string[] } | undefined>)[Symbol.for('plugin-meta')];

describe('the feature registry', () => {
  it('loads every folder of features/ holding an index.ts, as a plugin named after its folder', async () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const plugins = await featurePlugins();
    expect(plugins.map((plugin) => metaOf(plugin)?.name)).toEqual(featureFolders(here).map((name) => `feature:${name}`));
    // A folder without its plugin would be code the app never registers.
    expect(featureFolders(here)).toEqual([...folders].sort());
  });

  it('registers each feature after the app plugins it reads', async () => {
    for (const plugin of await featurePlugins()) expect(metaOf(plugin)?.dependencies).toEqual(expect.arrayContaining(['context', 'providers', 'pages']));
  });
});
