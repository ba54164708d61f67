import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

export type SpinnerSize = 'tiny' | 'medium' | 'large';
const SIZES: Record<SpinnerSize, string> = { tiny: 'size-4 border-2', medium: 'size-8 border-3', large: 'size-14 border-4' };

export function Spinner({ size = 'medium', className }: { size?: SpinnerSize; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      aria-label={t('loading')}
      className={clsx('inline-block animate-spin rounded-full border-current border-r-transparent text-indigo-600', SIZES[size], className)}
    />
  );
}
