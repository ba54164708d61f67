/**
 * The page's entry: small on purpose (issue 26). A page the server drew is painted first, and only
 * then is the app's code fetched and run (main.tsx): on a phone that code takes the network and the
 * processor for a while, and the member reads meanwhile. A page the server did not draw (an empty
 * root) has nothing to show before the app, which is loaded at once.
 *
 * The stylesheet is imported here so that it stays in the HTML's head (the page is drawn with it).
 */
import { PAGE_CHUNKS_ELEMENT_ID } from '@arya/core/rules';
import { isChunkLoadError, reloadForFailedChunk } from './app/chunk-reload.ts';
import { takeDataBlock } from './lib/boot-answers.ts';
import './styles.css';

/** The longest the app waits for the page's first paint to be reported (a browser may report none). */
const PAINT_WAIT_MS = 500;

/**
 * Once the page's first contentful paint is reported, i.e. shown on the screen (a hidden tab paints
 * nothing: the app loads at once there; a browser that reports no paints waits for the next frame).
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_MS);
    const reportsPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    const observer = reportsPaint
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : null;
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(done, 0));
  });
}

/** The app's chunks and the page's, named by the server: fetched all at once, none waiting for another to run. */
function preloadPageChunks(): void {
  let files: unknown;
  try {
    files = JSON.parse(takeDataBlock(PAGE_CHUNKS_ELEMENT_ID) ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.crossOrigin = '';
    document.head.append(link);
  }
}

/**
 * Paints, then loads and starts the app. A function, not top-level awaits: the app's chunk imports
 * modules this one shares with it, and a chunk still awaiting at its top level would make it wait.
 */
async function boot(): Promise<void> {
  if (document.getElementById('root')?.firstElementChild) await afterFirstPaint();
  preloadPageChunks();
  try {
    const { startApp } = await import('./main.tsx');
    await startApp();
  } catch (error) {
    // A page served just before a new deployment names code that is gone: load the page afresh (once a minute at most).
    if (!isChunkLoadError(error) || !reloadForFailedChunk()) throw error;
  }
}

void boot();
