import { formatCount, REFERRAL_COINS_MAX, REFERRAL_COINS_PER_MEMBER, referralProgressPercent } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

/** The coins the member's referrals earned, out of the 50,000 they may earn, with a bar. */
export function ReferralCoinsCard({ coinsEarned }: { coinsEarned: number }) {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const percent = referralProgressPercent(coinsEarned);
  const max = formatCount(REFERRAL_COINS_MAX, language);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('coins.title')}</h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-slate-900" data-testid="referral-coins">
        <span className="text-3xl font-extrabold">{formatCount(coinsEarned, language)}</span> <span className="text-lg font-semibold text-slate-600">{t('coins.ofMax', { max })}</span>
      </p>
      {/* The numbers above say it all; the bar only draws them. */}
      <div aria-hidden="true" className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {coinsEarned >= REFERRAL_COINS_MAX ? t('coins.capReached', { max }) : t('coins.hint', { perReferral: formatCount(REFERRAL_COINS_PER_MEMBER, language), max })}
      </p>
    </Card>
  );
}
