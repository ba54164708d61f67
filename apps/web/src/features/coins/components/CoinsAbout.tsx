import { formatCount, isPremium, ONBOARDING_COINS_MAX, PREMIUM_COINS, PREMIUM_PAGE_SLUG, REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';

const LINK = 'font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 rounded';

/**
 * What coins are for and how they are earned. The specification names coins as loyalty points and
 * says how they are earned, never what they buy: the page says so rather than promise anything.
 */
export function CoinsAbout() {
  const { t } = useTranslation('coins');
  const language = useLanguage();
  const to = useLocalizedPath();
  const count = (value: number) => formatCount(value, language);
  const premium = isPremium(useCurrentUser());
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('about.title')}</h2>
      <p className="mt-2 text-slate-700">{t('about.what')}</p>
      <p className="mt-2 text-slate-700">{t('about.notYet')}</p>
      <h3 className="mt-4 font-semibold text-slate-900">{t('about.earnTitle')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        <li>{t('about.earnWheel', { max: count(ONBOARDING_COINS_MAX) })}</li>
        <li>
          <Link to={to('/my-account/referer-a-friend')} className={LINK}>
            {t('about.earnReferralLink')}
          </Link>{' '}
          {t('about.earnReferral', { perReferral: count(REFERRAL_COINS_PER_MEMBER), max: count(REFERRAL_COINS_MAX) })}
        </li>
        <li>
          {/* A premium member is not offered what they have. */}
          {premium ? (
            t('about.earnPremiumLink')
          ) : (
            <Link to={to(`/my-account/${PREMIUM_PAGE_SLUG}`)} className={LINK}>
              {t('about.earnPremiumLink')}
            </Link>
          )}{' '}
          {t('about.earnPremium', { coins: count(PREMIUM_COINS) })}
        </li>
        <li>{t('about.earnStaff')}</li>
      </ul>
    </Card>
  );
}
