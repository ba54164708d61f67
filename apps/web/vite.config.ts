import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_ICON_SOURCE, appIconsPlugin } from './build/app-icons-plugin.ts';
import { flagsPlugin } from './build/flags-plugin.ts';
import { pageChunksPlugin } from './build/page-chunks-plugin.ts';

const SOURCE = path.resolve(import.meta.dirname, 'src');

/**
 * Fewer, larger chunks for a first visit: the browser pays for each file it requests (about 1.5 ms
 * of main thread each on a phone-class processor, measured), and the app's ~60 modules came as ~60
 * files. Everything main.tsx imports statically is one chunk, and what boot.ts needs before the first
 * paint stays apart (it must not wait for the app). Pages and parts keep their own chunks.
 */
/** The feed's cards (posts, ideas, news) and what they show, shared by the feed, post, profile and ideas pages; not the writers (lazy) nor schemas. */
const isCardModule = (id: string) =>
  /\/src\/(features\/(posts|ideas|live)\/|components\/)|\/core\/src\/(posts|ideas)\//.test(id) && !/\/writer\/|writer\.ts$|\.schemas\.ts$/.test(id);

const APP_CHUNKS = {
  groups: [
    { name: 'boot', test: (id: string) => id === path.join(SOURCE, 'boot.ts'), priority: 30 },
    { name: 'app', test: (id: string) => id === path.join(SOURCE, 'main.tsx'), priority: 20 },
    { name: 'schemas', test: /\/node_modules\/zod\//, priority: 15 },
    { name: 'cards', test: isCardModule, minShareCount: 2, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server's render (npm run build's second step, into dist-server/) needs none of the browser's assets.
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          flagsPlugin(),
          appIconsPlugin(APP_ICON_SOURCE),
          pageChunksPlugin({
            pages: path.resolve(import.meta.dirname, 'src/app/pages.ts'),
            parts: path.resolve(import.meta.dirname, 'src/app/parts.ts'),
            languages: path.resolve(import.meta.dirname, 'src/locales/bundled.ts'),
          }),
        ]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000', '/gifs': 'http://localhost:3000' },
  },
  build: {
    sourcemap: true,
    // The feed's first load stays small: pages, modals and heavy widgets are split into chunks.
    chunkSizeWarningLimit: 400,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: APP_CHUNKS } },
  },
}));
