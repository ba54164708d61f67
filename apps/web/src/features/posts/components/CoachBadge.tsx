import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

/**
 * The trader-coach badge of authors whose Verified value starts with signal_publisher; `compact`
 * (narrow lists) shows its mark only, the words kept for screen readers and as a tooltip.
 */
export function CoachBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('posts');
  if (compact) {
    return (
      <span data-testid="coach-badge" title={t('post.coach')} className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Icon name="badge" className="size-3.5" />
        <span className="sr-only">{t('post.coach')}</span>
      </span>
    );
  }
  return (
    <span data-testid="coach-badge" className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      <Icon name="badge" className="size-3.5" />
      {t('post.coach')}
    </span>
  );
}
