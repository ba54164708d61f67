import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The app's chunks and each page's, written by the web build (apps/web/build/page-chunks-plugin.ts). */
export interface PageChunks {
  /** The app's chunks, which the small entry imports (asset paths only). */
  app: string[];
  /** The route's own chunks beyond the app's (asset paths only). */
  page(routeId: string | undefined): string[];
  /** A part's chunks (the web's app/parts.ts) beyond the app's: for a page the server drew holding it. */
  part(id: string): string[];
  /** The chunks of a language's first translations (the web's locales/bundled.ts), which the app loads before drawing. */
  language(language: string): string[];
}

const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

const assetList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string' && SAFE_ASSET.test(name)) : []);

export function pageChunks(distDir: string): PageChunks {
  const file = path.join(distDir, 'page-chunks.json');
  let app: string[] = [];
  const byRoute = new Map<string, string[]>();
  const byPart = new Map<string, string[]>();
  const byLanguage = new Map<string, string[]>();
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { app?: unknown; pages?: Record<string, unknown>; parts?: Record<string, unknown>; languages?: Record<string, unknown> };
    app = assetList(parsed.app);
    for (const [routeId, files] of Object.entries(parsed.pages ?? {})) byRoute.set(routeId, assetList(files));
    for (const [id, files] of Object.entries(parsed.parts ?? {})) byPart.set(id, assetList(files));
    for (const [language, files] of Object.entries(parsed.languages ?? {})) byLanguage.set(language, assetList(files));
  }
  return {
    app,
    page: (routeId) => (routeId ? (byRoute.get(routeId) ?? []) : []),
    part: (id) => byPart.get(id) ?? [],
    language: (language) => byLanguage.get(language) ?? [],
  };
}

/**
 * For a page the browser draws: `<link rel="modulepreload">` lines, so the app's and the page's code
 * come beside the entry. A page the server drew names them in a data block instead (the entry fetches
 * them once the page is painted).
 */
export const modulePreloadLinks = (files: readonly string[]): string[] => files.map((name) => `<link rel="modulepreload" crossorigin href="${name}" />`);
