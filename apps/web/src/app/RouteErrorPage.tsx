import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/Button.tsx';
import { MainContent } from '../components/MainContent.tsx';
import { isChunkLoadError, reloadForFailedChunk } from './chunk-reload.ts';

/** A page that failed to load or render: a missing chunk reloads once; anything else offers a refresh. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForFailedChunk()) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <MainContent className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-black text-slate-500" aria-hidden="true">
        {status}
      </p>
      <h1 className="max-w-md text-lg font-semibold text-slate-800">{t('errors:GENERAL_PROBLEM')}</h1>
      <Button onClick={() => window.location.reload()}>{t('refresh')}</Button>
    </MainContent>
  );
}
