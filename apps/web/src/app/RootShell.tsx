import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { SkipLink } from '../components/SkipLink.tsx';
import { LanguageSync } from '../features/i18n/LanguageSync.tsx';
import { SessionProvider } from '../features/session/SessionProvider.tsx';
import { usePublicConfigQuery } from '../features/system/config-queries.ts';
import { AffiliateTracker } from './AffiliateTracker.tsx';
import { Analytics } from './Analytics.tsx';
import { AppLoader } from './AppLoader.tsx';
import { ModalHost } from './modals/ModalHost.tsx';
import { RouteProgressBar } from './RouteProgressBar.tsx';
import { useRouteFocus } from './use-route-focus.ts';

/** sonner's keyboard shortcut to reach the toasts (its default). */
const TOASTS_HOTKEY = 'Alt+T';

/** Everything around the pages: session, progress bar, loader, toasts, modals, trackers. */
export function RootShell() {
  const { t } = useTranslation();
  const config = usePublicConfigQuery();
  useRouteFocus();
  return (
    <SessionProvider>
      <SkipLink />
      <RouteProgressBar />
      {config.data ? (
        <ModalHost>
          <Suspense>
            <Outlet />
          </Suspense>
          <LanguageSync />
          <AffiliateTracker />
          <Analytics config={config.data} />
        </ModalHost>
      ) : null}
      <AppLoader configFailed={config.isError} onRetry={() => void config.refetch()} />
      <Toaster
        position="bottom-left"
        richColors
        closeButton
        customAriaLabel={t('toasts.label', { hotkey: TOASTS_HOTKEY })}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
      <ScrollRestoration />
    </SessionProvider>
  );
}
