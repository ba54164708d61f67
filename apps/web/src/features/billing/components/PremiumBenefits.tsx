import { formatCount, PREMIUM_COINS, PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { BenefitList } from '../../../components/BenefitList.tsx';
import type { IconName } from '../../../components/Icon.tsx';
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
      <BenefitList items={benefits.map((benefit) => ({ ...benefit, key: benefit.icon }))} />
    </Card>
  );
}
