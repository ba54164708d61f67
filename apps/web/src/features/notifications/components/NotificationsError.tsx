import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { errorMessage } from '../../../lib/errors.ts';

/** Notifications that failed to load: what went wrong and a way to try again. */
export function NotificationsError({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <div role="alert" data-testid="notifications-error" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center">
      <p className="font-semibold text-red-800">{t('error')}</p>
      <p className="text-sm text-red-700">{errorMessage(t, error)}</p>
      <Button color="red" outline size="small" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}
