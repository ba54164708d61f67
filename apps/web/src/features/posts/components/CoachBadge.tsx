import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

/** The trader-coach badge of authors whose Verified value starts with signal_publisher. */
export function CoachBadge() {
  const { t } = useTranslation('posts');
  return (
    <span data-testid="coach-badge" className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      <Icon name="badge" className="size-3.5" />
      {t('post.coach')}
    </span>
  );
}
