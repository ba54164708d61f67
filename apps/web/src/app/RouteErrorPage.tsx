import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/Button.tsx';
import { isChunkLoadError, reloadForFailedChunk } from './chunk-reload.ts';

/** A page that failed to load or render: a missing chunk reloads once; anything else offers a refresh. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForFailedChunk()) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-black text-slate-300">{status}</p>
      <p className="max-w-md text-slate-700">{t('errors:GENERAL_PROBLEM')}</p>
      <Button onClick={() => window.location.reload()}>{t('refresh')}</Button>
    </main>
  );
}
