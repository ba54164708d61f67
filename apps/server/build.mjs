// Bundles the server and the shared core into dist/server.js; npm packages stay external.
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
