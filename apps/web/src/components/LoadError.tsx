import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors.ts';
import { Button } from './Button.tsx';

/** A list or page that failed to load: what failed, why (translated), and a way to try again. */
export function LoadError({ title, retryLabel, error, onRetry, retrying = false, testId }: { title: string; retryLabel: string; error: unknown; onRetry: () => void; retrying?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid={testId} className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="text-sm text-red-700">{errorMessage(t, error)}</p>
      <Button color="red" outline size="small" onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </div>
  );
}
