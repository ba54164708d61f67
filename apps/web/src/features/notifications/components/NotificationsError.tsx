import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';

/** Notifications that failed to load, with a way to try again. */
export function NotificationsError(props: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('notifications');
  return <LoadError title={t('error')} retryLabel={t('retry')} testId="notifications-error" {...props} />;
}
