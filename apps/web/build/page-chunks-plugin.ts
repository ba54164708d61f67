import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the build writes the app's chunks and, for each route id, the chunks its page needs beyond them. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** What page-chunks.json holds. */
export interface PageChunksFile {
  /** The app's code (main.tsx and what it imports), which the small entry (boot.ts) imports. */
  app: string[];
  /** For each route id, its page's chunks beyond the entry's and the app's. */
  pages: Record<string, string[]>;
  /** For each part the server may draw (src/app/parts.ts), its chunks beyond the entry's and the app's. */
  parts: Record<string, string[]>;
  /** For each language, the chunks of its translations the app loads first (src/locales/bundled.ts). */
  languages: Record<string, string[]>;
}

/** The `id: () => import('…')` lines of a file (pages.ts, parts.ts): each id with its module's absolute path. */
function lazyModules(file: string): (readonly [string, string])[] {
  return [...readFileSync(file, 'utf8').matchAll(/(\w+): \(\) => import\('([^']+)'\)/g)].map(([, id, relative]) => [id as string, path.resolve(path.dirname(file), relative as string)] as const);
}

/**
 * Writes dist/page-chunks.json: the server names a page's own chunks in the HTML it serves, so the
 * browser fetches them beside the app's instead of after it (and, on a page the browser draws, the
 * app's too, beside the entry). The routes' modules are read from src/app/pages.ts, the one place
 * that lazy-loads them, the parts' from src/app/parts.ts and the languages' from src/locales/bundled.ts.
 */
export function pageChunksPlugin(files: { pages: string; parts: string; languages: string }): Plugin {
  return {
    name: 'arya-page-chunks',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withStaticImports = (chunk: OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) withStaticImports(imported, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('No entry chunk');
      const entryFiles = withStaticImports(entry);
      // The app: what the entry imports when it runs (boot.ts imports main.tsx), with its static imports.
      const appFiles = new Set<string>();
      for (const file of [...entryFiles].flatMap((name) => byFile.get(name)?.dynamicImports ?? [])) {
        const imported = byFile.get(file);
        if (imported && !entryFiles.has(file)) withStaticImports(imported, appFiles);
      }
      const loadedFirst = new Set([...entryFiles, ...appFiles]);
      const result: PageChunksFile = { app: [...appFiles].filter((name) => !entryFiles.has(name)).map((name) => `/${name}`), pages: {}, parts: {}, languages: {} };
      for (const [list, file, what] of [[result.pages, files.pages, 'page'], [result.parts, files.parts, 'part'], [result.languages, files.languages, 'language']] as const) {
        for (const [id, module] of lazyModules(file)) {
          const chunk = chunks.find((item) => item.facadeModuleId === module);
          if (!chunk) this.error(`No chunk for the ${what} ${id} (${module})`);
          list[id] = [...withStaticImports(chunk)].filter((name) => !loadedFirst.has(name)).map((name) => `/${name}`);
        }
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(result) });
    },
  };
}
