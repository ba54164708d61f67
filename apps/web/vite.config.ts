import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_ICON_SOURCE, appIconsPlugin } from './build/app-icons-plugin.ts';
import { flagsPlugin } from './build/flags-plugin.ts';
import { pageChunksPlugin } from './build/page-chunks-plugin.ts';

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
  },
}));
