// Bundles the server and the shared core into dist/server.js; npm packages stay external.
// The workers (embedded database, password scorer) are plain JavaScript and are copied beside it.
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * features/registry.ts reads its folder when the server runs from source; a bundle has no folder to
 * read, so the bundle gets the same list as static imports, found here at build time.
 */
const featureRegistry = {
  name: 'feature-registry',
  setup(context) {
    context.onLoad({ filter: /[\\/]src[\\/]features[\\/]registry\.ts$/ }, (args) => {
      const dir = path.dirname(args.path);
      const names = readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
        .map((entry) => entry.name)
        .sort();
      const imports = names.map((name, index) => `import feature${index} from './${name}/index.ts';`).join('\n');
      const list = names.map((_, index) => `feature${index}`).join(', ');
      return { contents: `${imports}\nexport async function featurePlugins() { return [${list}]; }\n`, loader: 'ts', resolveDir: dir };
    });
  },
};

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    featureRegistry,
    {
      name: 'external-packages',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@arya/') ? undefined : { external: true }));
      },
    },
  ],
});

copyFileSync('src/pglite-worker.mjs', 'dist/pglite-worker.mjs');
copyFileSync('src/password-strength-worker.mjs', 'dist/password-strength-worker.mjs');
