import './lib/zod-jitless.ts';
import { splitLanguagePrefix } from '@arya/core/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installChunkReloadGuard } from './app/chunk-reload.ts';
import { createAppRouter } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { ApiError } from './lib/api-client.ts';
import { initI18n } from './lib/i18n.ts';
import './styles.css';

initI18n(splitLanguagePrefix(window.location.pathname).language);
registerServiceWorker();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A refusal (404, 403…) will not change on a second try; network and server failures may.
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
const router = createAppRouter();
installChunkReloadGuard(() => router.state.navigation.location);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
