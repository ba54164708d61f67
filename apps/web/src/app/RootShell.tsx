import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { SessionProvider } from '../features/session/SessionProvider.tsx';
import { usePublicConfigQuery } from '../features/system/config-queries.ts';
import { AffiliateTracker } from './AffiliateTracker.tsx';
import { Analytics } from './Analytics.tsx';
import { AppLoader } from './AppLoader.tsx';
import { EnvironmentLabel } from './EnvironmentLabel.tsx';
import { ModalHost } from './modals/ModalHost.tsx';
import { RouteProgressBar } from './RouteProgressBar.tsx';

/** Everything around the pages: session, progress bar, loader, toasts, modals, trackers. */
export function RootShell() {
  const config = usePublicConfigQuery();
  return (
    <SessionProvider>
      <RouteProgressBar />
      {config.data ? (
        <ModalHost>
          <Suspense>
            <Outlet />
          </Suspense>
          <AffiliateTracker />
          <Analytics config={config.data} />
          <EnvironmentLabel environment={config.data.environment} />
        </ModalHost>
      ) : null}
      <AppLoader configFailed={config.isError} onRetry={() => void config.refetch()} />
      <Toaster position="bottom-left" richColors closeButton />
      <ScrollRestoration />
    </SessionProvider>
  );
}
