import { decideOnboarding, decideRouteAccess, isStaff, matchAppRoute, NEXT_QUERY, shouldShowOnboarding } from '@arya/core/rules';
import type { ReactNode } from 'react';
import { useLocation, useMatches, useSearchParams } from 'react-router';
import { useLanguage } from '../features/i18n/use-language.ts';
import { Redirect } from '../lib/server-render.tsx';
import { useSession } from '../features/session/session-context.ts';
import { usePublicConfig } from '../features/system/config-queries.ts';
import NotFoundPage from '../features/system/pages/NotFoundPage.tsx';
import { isRouteAvailable } from './route-availability.ts';
import type { RouteHandle } from './router.tsx';

/**
 * The server sends a visitor to sign in before the page is drawn, and never sees the address's
 * fragment (#…): the browser keeps it on the sign-in page's address, so it goes back into `next` here.
 */
function withFragment(next: string | null, hash: string): string | null {
  return next && hash && !next.includes('#') ? `${next}${hash}` : next;
}

/** Applies spec 1 §4's guard to the page being opened, from its access in the route table. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { state, user } = useSession();
  const config = usePublicConfig();
  const language = useLanguage();
  const location = useLocation();
  const [search] = useSearchParams();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.route)?.handle as RouteHandle | undefined;
  if (!handle) return children;
  // React Router cannot check parameter values (known products, languages): the route table can.
  if (!matchAppRoute(location.pathname)) return <NotFoundPage />;

  const decision = decideRouteAccess({
    access: handle.route.access,
    state,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    // Leaving a sign-in page, the member lands on the feed in their own language (spec 1 §4).
    language: handle.route.access === 'guest' && user ? user.defaultLanguage : language,
    next: withFragment(search.get(NEXT_QUERY), location.hash),
  });
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} />;
  if (handle.route.staffOnly && !isStaff(user?.role)) return <NotFoundPage />;
  if (user) {
    const onboarding = decideOnboarding({
      routeId: handle.route.id,
      access: handle.route.access,
      onboardingEnabled: config.features.onboarding,
      showOnboarding: shouldShowOnboarding(user),
      language,
    });
    if (onboarding.kind === 'redirect') return <Redirect to={onboarding.to} />;
    if (!isRouteAvailable(handle.route.id, { user, language, config })) return <NotFoundPage />;
  }
  return children;
}
