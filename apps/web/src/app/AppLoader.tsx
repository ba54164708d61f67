import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.tsx';
import { Logo } from '../components/Logo.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { useSession } from '../features/session/session-context.ts';

/** Spec 1 §9: the loader stays 1 s after the sign-in decision, then goes away. */
export const LOADER_HIDE_DELAY_MS = 1000;

export function AppLoader({ configFailed, onRetry }: { configFailed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const { state, loadError, retry } = useSession();
  const decided = state !== 'unknown';
  // A page rendered by the server comes with the sign-in decided: there is nothing to wait for, no loader.
  const [decidedAtFirstRender] = useState(decided);
  // The decision the loader was hidden for; a new decision (sign-in, sign-out) shows it again.
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const hidden = decided && hiddenFor === state;

  useEffect(() => {
    if (!decided) return;
    const timer = window.setTimeout(() => setHiddenFor(state), LOADER_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [decided, state]);

  if ((hidden || decidedAtFirstRender) && !configFailed && !loadError) return null;
  const failed = configFailed || loadError;
  return (
    <div
      data-testid="app-loader"
      aria-busy={!failed}
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-white transition-opacity duration-700 ${decided && !failed ? 'opacity-0' : 'opacity-100'}`}
    >
      <Logo />
      {failed ? (
        <div className="flex flex-col items-center gap-3 px-6 text-center">
          <p className="text-slate-700">{t('errors:GENERAL_PROBLEM')}</p>
          <Button onClick={() => (configFailed ? onRetry() : retry())}>{t('retry')}</Button>
        </div>
      ) : (
        <Spinner size="large" />
      )}
    </div>
  );
}
