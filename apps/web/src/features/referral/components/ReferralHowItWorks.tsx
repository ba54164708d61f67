import { formatCount, REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

const STEPS: { key: 'share' | 'signUp' | 'earn'; icon: IconName }[] = [
  { key: 'share', icon: 'link' },
  { key: 'signUp', icon: 'user' },
  { key: 'earn', icon: 'gift' },
];

export function ReferralHowItWorks() {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const values = { coins: formatCount(REFERRAL_COINS_PER_MEMBER, language), max: formatCount(REFERRAL_COINS_MAX, language) };
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('howItWorks.title')}</h2>
      <ol className="mt-3 grid gap-3 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.key} className="flex gap-3 rounded-xl bg-slate-50 p-3 sm:flex-col">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700" aria-hidden="true">
              <Icon name={step.icon} className="size-5" />
            </span>
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t('howItWorks.step', { number: index + 1 })} </span>
              {t(`howItWorks.${step.key}`, values)}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
