// Bundles the server and the shared core into dist/server.js; npm packages stay external.
// The workers (embedded database, password scorer) are plain JavaScript and are copied beside it.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

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
