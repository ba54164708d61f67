import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FLAGS_FOLDER } from '../src/features/phone/flag-url.ts';

const FLAG_FILE = /^[A-Z]{2}(?:-[A-Z0-9]+)?\.svg$/;

/**
 * The country flags of the phone fields, served by the app itself: react-phone-number-input would
 * load them from a third-party site, and emoji flags show as two letters on Windows. The build
 * copies country-flag-icons' SVGs to dist/flags/ (FLAG_URL); the dev server serves them from the
 * package. Only the flags a member sees are fetched.
 */
export function flagsPlugin(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('country-flag-icons'));
  const sourceDir = path.join(packageDir, '3x2');
  return {
    name: 'arya-flags',
    configureServer(server) {
      server.middlewares.use(`/${FLAGS_FOLDER}`, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        if (!FLAG_FILE.test(name)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(path.join(sourceDir, name)));
      });
    },
    generateBundle() {
      for (const file of readdirSync(sourceDir).filter((name) => FLAG_FILE.test(name))) {
        this.emitFile({ type: 'asset', fileName: `${FLAGS_FOLDER}/${file}`, source: readFileSync(path.join(sourceDir, file)) });
      }
    },
  };
}
