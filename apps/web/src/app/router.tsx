import { APP_ROUTES, LANGUAGES, languagePrefix, type AppRoute, type AppRouteId, type Language, type RouteLayout } from '@arya/core/rules';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LanguageScope } from '../features/i18n/LanguageScope.tsx';
import NotFoundPage from '../features/system/pages/NotFoundPage.tsx';
import { AccountLayout } from './layouts/AccountLayout.tsx';
import { AppLayout } from './layouts/AppLayout.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { GetStartedLayout } from './layouts/GetStartedLayout.tsx';
import { PlainLayout } from './layouts/PlainLayout.tsx';
import { withDeferredTranslations } from '../lib/i18n.ts';
import { PAGES, PAGES_WITH_DEFERRED_TRANSLATIONS } from './pages.ts';
import { RootShell } from './RootShell.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { RouteGuard } from './RouteGuard.tsx';

export interface RouteHandle {
  route: AppRoute;
}

const LAYOUTS: Record<RouteLayout, ComponentType> = {
  auth: AuthLayout,
  app: AppLayout,
  account: AccountLayout,
  getStarted: GetStartedLayout,
  plain: PlainLayout,
};

function relative(pattern: string): string {
  return pattern.replace(/^\//, '');
}

function loadPage(id: AppRouteId) {
  const page = PAGES[id]();
  return PAGES_WITH_DEFERRED_TRANSLATIONS.has(id) ? withDeferredTranslations(page) : page;
}

/** The pages of one language, grouped under their layout; the route table in core is the only list of pages. */
function languageRoutes(): RouteObject[] {
  const byLayout = new Map<RouteLayout, RouteObject[]>();
  for (const route of APP_ROUTES as readonly AppRoute[]) {
    const children = byLayout.get(route.layout) ?? [];
    for (const pattern of route.paths) {
      children.push({
        path: relative(pattern),
        handle: { route } satisfies RouteHandle,
        lazy: async () => ({ Component: (await loadPage(route.id as AppRouteId)).default }),
      });
    }
    byLayout.set(route.layout, children);
  }
  const layoutRoutes: RouteObject[] = [...byLayout].map(([layout, children]) => {
    const Layout = LAYOUTS[layout];
    return { element: <RouteGuard><Layout /></RouteGuard>, children };
  });
  return [...layoutRoutes, { path: '*', element: <NotFoundPage /> }];
}

function languageTree(language: Language): RouteObject {
  return { path: languagePrefix(language) || '/', element: <LanguageScope language={language} />, children: languageRoutes() };
}

/** The whole route tree, the same in the browser and in the server's render (entry-server.tsx). */
export function appRoutes(): RouteObject[] {
  return [{ element: <RootShell />, errorElement: <RouteErrorPage />, children: LANGUAGES.map(languageTree) }];
}

/** Puts a lazy route's module in place of its `lazy` (React Router would load it on first use). */
async function loadLazy(route: RouteObject): Promise<void> {
  if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
}

/**
 * Loads the lazy pages a path shows, in place: a page rendered by the server is hydrated with its
 * own component at once, never with an empty outlet while its chunk comes in.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => loadLazy(route)));
}

/** Loads every lazy page of the tree, in place (the server's render loads them all as it starts). */
export async function resolveAllLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(routes.map(async (route) => Promise.all([loadLazy(route), resolveAllLazyRoutes(route.children ?? [])])));
}

export function createAppRouter(routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes);
}
