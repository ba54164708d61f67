import { formatCount, PREMIUM_COINS, PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

/** Spec 1 §1: what premium includes. */
export function PremiumBenefits() {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const benefits: { icon: IconName; text: string }[] = [
    { icon: 'gift', text: t('premium.benefits.coins', { coins: formatCount(PREMIUM_COINS, language) }) },
    { icon: 'bank', text: t('premium.benefits.crypto', { percent: PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT }) },
    { icon: 'bell', text: t('premium.benefits.news') },
    { icon: 'lightbulb', text: t('premium.benefits.ideas') },
  ];
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('premium.includes')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit.icon} className="flex items-start gap-3 text-slate-700">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
              <Icon name={benefit.icon} className="size-5" />
            </span>
            <span className="pt-1">{benefit.text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
