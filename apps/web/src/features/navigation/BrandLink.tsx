import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { EnvironmentLabel } from './EnvironmentLabel.tsx';

/** The logo as a link (its name starts with the visible "ARYA"), with the environment label beside it. */
export function BrandLink({ to, compact = false, className }: { to: string; compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={clsx('flex shrink-0 items-center gap-2', className)}>
      <Link to={to} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
        <Logo compact={compact} />
        <span className="sr-only"> – {t('home')}</span>
      </Link>
      <EnvironmentLabel />
    </div>
  );
}
