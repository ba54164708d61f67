import type { LicenceStatus } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

export function LicenceStatusBadge({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation('licences');
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'active' ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {t(`licence.status.${status}`)}
    </span>
  );
}
