import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';

/** A feed or post that failed to load, with a way to try again. */
export function FeedError(props: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('posts');
  return <LoadError title={t('feed.error')} retryLabel={t('feed.retry')} testId="feed-error" {...props} />;
}
