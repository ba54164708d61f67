import './lib/zod-jitless.ts';
import { PAGE_STATE_ELEMENT_ID, splitLanguagePrefix, TIME_ZONE_COOKIE, type PageState } from '@arya/core/rules';
import { QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installChunkReloadGuard } from './app/chunk-reload.ts';
import { createAppQueryClient, hydratePageQueries } from './app/query-client.ts';
import { appRoutes, createAppRouter, resolveLazyRoutes } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { takeDataBlock } from './lib/boot-answers.ts';
import { readCookie, writeCookie } from './lib/cookies.ts';
import { initI18n } from './lib/i18n.ts';
import { loadParts } from './lib/lazy-part.tsx';
import { HYDRATION_START_MARK, setPageTime } from './lib/page-clock.ts';
import { loadBundledCatalogue } from './locales/bundled.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The server writes the next pages' dates in this browser's time zone (a preference cookie, like the language's). */
function rememberTimeZone(): void {
  if (browserZone && readCookie(TIME_ZONE_COOKIE) !== browserZone) writeCookie(TIME_ZONE_COOKIE, browserZone, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

/** What the server rendered the page with (absent on a page it did not render). */
function readPageState(): PageState | null {
  const text = takeDataBlock(PAGE_STATE_ELEMENT_ID);
  try {
    const state = text ? (JSON.parse(text) as PageState) : null;
    return state && typeof state.time === 'number' ? state : null;
  } catch {
    return null;
  }
}

/**
 * Starts the app on the page: boot.ts calls it once the page the server drew is painted. A function,
 * not top-level awaits: the app's modules share one chunk with this one, and a chunk awaiting at its
 * top level while the page's chunks (which import it) load would wait for itself.
 */
export async function startApp(): Promise<void> {
  const language = splitLanguagePrefix(window.location.pathname).language;
  // The page's language's translations, before anything is drawn (the server names their chunk with the app's).
  initI18n(language, { [language]: await loadBundledCatalogue(language) });
  registerServiceWorker();
  rememberTimeZone();

  const queryClient = createAppQueryClient();
  const routes = appRoutes();
  const container = document.getElementById('root') as HTMLElement;
  const pageState = container.firstElementChild ? readPageState() : null;

  if (pageState) {
    setPageTime(pageState.time);
    hydratePageQueries(queryClient, pageState.queries as DehydratedState);
    // The page's own chunk (and its translations) and its parts' before hydrating: the server's HTML stays as it is meanwhile.
    await Promise.all([resolveLazyRoutes(routes, window.location.pathname), loadParts(Array.isArray(pageState.parts) ? pageState.parts : [])]);
  }
  const router = createAppRouter(routes);
  installChunkReloadGuard(() => router.state.navigation.location);

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // A first visit from another time zone than the one the server guessed: its dates would differ, so the
  // browser renders the page itself (with the server's data: no round trip); the next pages are hydrated.
  if (pageState && pageState.timeZone === browserZone) {
    // How long hydration takes is measured (HYDRATION_MEASURE, read by the bench and by anyone in the browser's tools).
    // In a transition, hydration yields to the browser every few milliseconds instead of holding a phone's
    // main thread for its whole length: a click meanwhile makes React hydrate what it hits at once, and
    // the page's controls stay disabled until the page is live (RootShell's UntilHydrated).
    performance.mark(HYDRATION_START_MARK);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
