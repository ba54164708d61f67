import { isLanguage, routePath } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { BenefitList } from '../../../components/BenefitList.tsx';
import { JoinActions, OutsideLink, PublicHero, PublicSection } from '../../public-pages/PublicBlocks.tsx';
import { publicFigures } from '../../public-pages/public-pages.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { usePublicConfig } from '../config-queries.ts';

const MEMBER_FEATURES: { key: string; icon: IconName }[] = [
  { key: 'feed', icon: 'home' },
  { key: 'ideas', icon: 'lightbulb' },
  { key: 'news', icon: 'bell' },
  { key: 'coins', icon: 'gift' },
  { key: 'notifications', icon: 'heart' },
  { key: 'mobile', icon: 'phone' },
];

/**
 * `/marketing/fr` and `/marketing/en`: the community presented to a visitor, wholly in the language
 * of the address (whatever the UI language around it): what members get, the coaches, Premium and
 * its prices (core's constants), and sign-up. Nothing is asked of the API: the texts come with the
 * page and the links from the settings served with it.
 */
export default function MarketingPage() {
  const uiLanguage = useLanguage();
  const { marketingLanguage } = useParams();
  const language = isLanguage(marketingLanguage) ? marketingLanguage : uiLanguage;
  const { t } = useTranslation('publicPages', { lng: language });
  const config = usePublicConfig();
  const figures = publicFigures(language);
  const ids = { members: useId(), coaches: useId(), premium: useId(), join: useId() };
  const values = { days: figures.trialDays, coins: figures.welcomeCoins, referral: figures.referralCoins };
  return (
    <div lang={language} data-testid="marketing-page">
      <PublicHero title={t('marketing.title')} heading={t('marketing.heading')} intro={t('marketing.intro')}>
        <JoinActions language={language} onDark />
      </PublicHero>

      <PublicSection title={t('marketing.membersTitle')} id={ids.members}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MEMBER_FEATURES.map(({ key, icon }) => (
            <li key={key} className="rounded-xl bg-slate-50 p-4">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{t(`marketing.members.${key}.title`, values)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`marketing.members.${key}.text`, values)}</p>
              {key === 'mobile' && (
                <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                  <OutsideLink href={config.links.appStore} newTab={t('cta.newTab')} className="inline-flex items-center gap-1 font-semibold text-indigo-700 underline-offset-2 hover:underline">
                    {t('marketing.appStore')}
                  </OutsideLink>
                  <OutsideLink href={config.links.googlePlay} newTab={t('cta.newTab')} className="inline-flex items-center gap-1 font-semibold text-indigo-700 underline-offset-2 hover:underline">
                    {t('marketing.googlePlay')}
                  </OutsideLink>
                </div>
              )}
            </li>
          ))}
        </ul>
      </PublicSection>

      <PublicSection title={t('marketing.coachesTitle')} id={ids.coaches}>
        <div className="flex items-start gap-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
            <Icon name="badge" className="size-5" />
          </span>
          <p className="max-w-3xl text-slate-700">{t('marketing.coachesText')}</p>
        </div>
      </PublicSection>

      <PublicSection title={t('marketing.premiumTitle')} id={ids.premium}>
        <p className="mb-4 text-slate-700">{t('marketing.premiumIntro')}</p>
        <div className="mb-5 grid gap-3 sm:grid-cols-2">
          <p className="rounded-xl border-2 border-indigo-600 p-4 text-slate-900" data-testid="premium-yearly">
            <span className="block text-sm font-semibold text-indigo-700">{t('marketing.saving', { percent: figures.premium.savingPercent })}</span>
            <span className="mt-1 block font-semibold">{t('marketing.yearly', { price: figures.premium.yearlyPerWeek, total: figures.premium.yearlyTotal })}</span>
          </p>
          <p className="rounded-xl border border-slate-200 p-4 text-slate-900" data-testid="premium-monthly">
            <span className="block font-semibold">{t('marketing.monthly', { price: figures.premium.monthlyPerWeek, total: figures.premium.monthlyTotal })}</span>
          </p>
        </div>
        <BenefitList
          items={[
            { key: 'ideas', icon: 'lightbulb', text: t('marketing.benefits.ideas') },
            { key: 'news', icon: 'bell', text: t('marketing.benefits.news') },
            { key: 'coins', icon: 'gift', text: t('marketing.benefits.coins', { coins: figures.premium.coins }) },
            { key: 'crypto', icon: 'bank', text: t('marketing.benefits.crypto', { percent: figures.cryptoFeePercent }) },
          ]}
        />
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Link to={routePath('premium', language)} className={buttonClasses({ outline: true, wrap: true })}>
            {t('cta.premium')}
          </Link>
          <p className="text-sm text-slate-600">{t('marketing.prices')}</p>
        </div>
      </PublicSection>

      <PublicSection title={t('marketing.joinTitle')} id={ids.join}>
        <p className="mb-4 text-slate-700">{t('marketing.joinText')}</p>
        <div className="flex flex-wrap gap-3">
          <JoinActions language={language} />
        </div>
      </PublicSection>
    </div>
  );
}
