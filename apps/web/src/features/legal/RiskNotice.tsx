import { useTranslation } from 'react-i18next';

/**
 * "Not investment advice" (issue 25): the foot of every trading idea and internal news card, locked
 * ones included, and under the idea writer's publish button. A note, so screen readers announce it
 * as an aside to the content rather than part of it.
 */
export function RiskNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation('ideas');
  return (
    <p role="note" data-testid="risk-notice" className={`text-xs leading-snug text-slate-600 ${className}`}>
      {t('risk.notAdvice')}
    </p>
  );
}
