import { formatCount } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

/** The coins the member may use, and the wheel's prize held until their phone number is verified. */
export function CoinsBalanceCard({ available, locked }: { available: number; locked: number }) {
  const { t } = useTranslation('coins');
  const language = useLanguage();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('balance.title')}</h2>
      <p className="mt-2 flex items-center gap-3 text-slate-900" data-testid="coins-balance">
        <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Icon name="coins" className="size-6" />
        </span>
        <span className="text-3xl font-extrabold tabular-nums">{t('balance.amount', { count: available, formatted: formatCount(available, language) })}</span>
      </p>
      {locked > 0 && (
        <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="coins-locked">
          {t('balance.locked', { count: locked, formatted: formatCount(locked, language) })}
        </p>
      )}
    </Card>
  );
}
