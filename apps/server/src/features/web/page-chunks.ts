import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The chunks each page needs beyond the entry, written by the web build (apps/web/build/page-chunks-plugin.ts). */
export interface PageChunks {
  /** `<link rel="modulepreload">` lines for the route's own chunks. */
  preloads(routeId: string): string[];
}

const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

export function pageChunks(distDir: string): PageChunks {
  const file = path.join(distDir, 'page-chunks.json');
  const byRoute = new Map<string, string[]>();
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [routeId, files] of Object.entries(parsed)) {
      if (!Array.isArray(files)) continue;
      byRoute.set(
        routeId,
        files.filter((name): name is string => typeof name === 'string' && SAFE_ASSET.test(name)).map((name) => `<link rel="modulepreload" crossorigin href="${name}" />`),
      );
    }
  }
  return { preloads: (routeId) => byRoute.get(routeId) ?? [] };
}
