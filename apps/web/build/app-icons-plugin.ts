import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
// By path, not '@arya/core': Vite loads its config's own imports from node_modules without compiling them.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../packages/core/src/common/languages.ts';
import { APP_ICONS, APP_THEME_COLOR, APPLE_TOUCH_ICON, webManifest, webManifestPath, type AppIcon } from '../../../packages/core/src/system/web-manifest.ts';

/**
 * The installable app's files, drawn at build from one SVG (build/app-icon.svg: the logo's mark on a
 * full-bleed square): the "any" icons with the logo's rounded corners, the maskable ones full-bleed
 * (the mark sits well inside the safe zone, a circle of 80 % of the size), the opaque Apple touch
 * icon, and one manifest per language (core's webManifest), with their tags in index.html (the
 * server swaps the manifest link for the page's language). The dev server serves the same files.
 */
export function appIconsPlugin(sourceFile: string): Plugin {
  const source = readFileSync(sourceFile);
  const files = async (): Promise<Map<string, { type: string; body: Buffer | string }>> => {
    const result = new Map<string, { type: string; body: Buffer | string }>();
    for (const icon of APP_ICONS) result.set(icon.src, { type: 'image/png', body: await drawIcon(source, icon) });
    result.set(APPLE_TOUCH_ICON.src, { type: 'image/png', body: await drawIcon(source, { ...APPLE_TOUCH_ICON, purpose: 'maskable' }) });
    for (const language of LANGUAGES) {
      result.set(webManifestPath(language), { type: 'application/manifest+json', body: `${JSON.stringify(webManifest(language), null, 2)}\n` });
    }
    return result;
  };
  let cached: ReturnType<typeof files> | null = null;
  return {
    name: 'arya-app-icons',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0] ?? '';
        cached ??= files();
        void cached.then((all) => {
          const file = all.get(pathname);
          if (!file) return next();
          response.setHeader('content-type', file.type);
          response.end(file.body);
        }, next);
      });
    },
    transformIndexHtml() {
      return [
        { tag: 'meta', attrs: { name: 'theme-color', content: APP_THEME_COLOR }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.src }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'manifest', href: webManifestPath(DEFAULT_LANGUAGE) }, injectTo: 'head' },
      ];
    },
    async generateBundle() {
      for (const [src, file] of await files()) {
        this.emitFile({ type: 'asset', fileName: src.replace(/^\//, ''), source: file.body });
      }
    },
  };
}

/** One PNG icon; "any" icons get the rounded corners of the logo (a quarter of the side), transparent outside. */
async function drawIcon(source: Buffer, icon: AppIcon): Promise<Buffer> {
  const image = sharp(source, { density: (72 * icon.size) / 32 }).resize(icon.size, icon.size);
  if (icon.purpose === 'maskable') return image.flatten().png({ compressionLevel: 9 }).toBuffer();
  const radius = icon.size / 4;
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}"><rect width="${icon.size}" height="${icon.size}" rx="${radius}" fill="#fff"/></svg>`);
  return image.composite([{ input: mask, blend: 'dest-in' }]).png({ compressionLevel: 9 }).toBuffer();
}

export const APP_ICON_SOURCE = path.resolve(import.meta.dirname, 'app-icon.svg');
