import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../components/SkipLink.tsx';
import { ConsentBanner } from '../features/consent/ConsentBanner.tsx';
import { LanguageSync } from '../features/i18n/LanguageSync.tsx';
import { NotificationsLive } from '../features/notifications/NotificationsLive.tsx';
import { ReferralTracker } from '../features/referral/ReferralTracker.tsx';
import { SessionProvider } from '../features/session/SessionProvider.tsx';
import { usePublicConfigQuery } from '../features/system/config-queries.ts';
import { PageLive, usePageLive } from '../lib/hydrated.ts';
import { measureHydration } from '../lib/page-clock.ts';
import { useToastsWanted } from '../lib/toast.ts';
import { AffiliateTracker } from './AffiliateTracker.tsx';
import { Analytics } from './Analytics.tsx';
import { AppLoader } from './AppLoader.tsx';
import { releasePageRefusals } from './query-client.ts';
import { ModalHost } from './modals/ModalHost.tsx';
import { RouteProgressBar } from './RouteProgressBar.tsx';
import { useRouteFocus } from './use-route-focus.ts';

const ToastRegion = lazy(() => import('./ToastRegion.tsx'));

/**
 * Until the page the server drew is hydrated, its form controls are disabled (natively, by the
 * fieldset): a click there would be lost, and typing would be mixed with what hydration sets. Links
 * work all along. It looks the same (styles.css); `contents` gives it no box of its own. The page
 * (inside Suspense) is hydrated after the shell: the controls wait for the page's own signal (PageLive).
 *
 * A component of its own, given the page as `children`: when it turns the controls on, only the
 * fieldset is drawn again, not the whole page (which would hold a phone's main thread for as long as
 * hydration itself, in one piece).
 */
function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = usePageLive();
  return (
    <fieldset disabled={!hydrated} data-hydrating={hydrated ? undefined : ''} role="none" className="contents">
      {children}
    </fieldset>
  );
}

/** Everything around the pages: session, progress bar, loader, toasts, modals, trackers, live notifications. */
export function RootShell() {
  const config = usePublicConfigQuery();
  const toastsWanted = useToastsWanted();
  const client = useQueryClient();
  const onPageLive = useCallback(() => {
    measureHydration();
    releasePageRefusals(client);
  }, [client]);
  useRouteFocus();
  return (
    <SessionProvider>
      <UntilHydrated>
        <SkipLink />
        <RouteProgressBar />
        {config.data ? (
          <ModalHost>
            {/* First in the tab order after the skip link, though drawn at the bottom. */}
            <ConsentBanner config={config.data} />
            <Suspense>
              {/* How long hydration takes is measured to the moment the page itself is live (its inner parts may follow). */}
              <PageLive onLive={onPageLive} />
              <Outlet />
            </Suspense>
            <LanguageSync />
            <AffiliateTracker />
            <ReferralTracker />
            <NotificationsLive />
            <Analytics config={config.data} />
          </ModalHost>
        ) : null}
        <AppLoader configFailed={config.isError} onRetry={() => void config.refetch()} />
        {toastsWanted && (
          <Suspense>
            <ToastRegion />
          </Suspense>
        )}
        <ScrollRestoration />
      </UntilHydrated>
    </SessionProvider>
  );
}
