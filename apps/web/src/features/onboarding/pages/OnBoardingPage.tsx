import { formatCount } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';

/** Spec 1 §1: onboarding offers up to 1,000 free coins. */
const ONBOARDING_COINS = 1000;

/** The welcome step; the questionnaire and the wheel come with the onboarding feature. */
export default function OnBoardingPage() {
  const { t } = useTranslation('pages');
  const to = useLocalizedPath();
  const language = useLanguage();
  usePageTitle(t('onBoarding.title'));
  return (
    <div className="mx-auto flex max-w-lg py-16 flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('onBoarding.title')}</h1>
      <p className="text-slate-600">{t('onBoarding.description', { coins: formatCount(ONBOARDING_COINS, language) })}</p>
      <Link to={to('/')} className={buttonClasses({ size: 'large' })}>
        {t('onBoarding.continue')}
      </Link>
    </div>
  );
}
