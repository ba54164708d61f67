import { formatDay } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import type { PremiumPageState } from '../premium-state.ts';

/** The member's plan, in place of the offers: which, until when, whether it renews, and their orders. */
export function CurrentPlanCard({ state }: { state: Exclude<PremiumPageState, { kind: 'offers' }> }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const to = useLocalizedPath();
  const day = (iso: string) => formatDay(iso, language);
  let name: string;
  let detail: string;
  if (state.kind === 'subscription') {
    const { subscription } = state;
    name = subscription.plan ? `${t(`tiers.${subscription.tier}`)} · ${t(`plans.${subscription.plan}.name`)}` : t(`tiers.${subscription.tier}`);
    detail = t(subscription.cancelAtPeriodEnd ? 'premium.current.ends' : 'premium.current.renews', { date: day(subscription.currentPeriodEnd) });
  } else {
    name = t('tiers.INFINITE');
    detail = state.kind === 'lifetime' ? t('premium.current.lifetime') : t('premium.current.until', { date: day(state.until) });
  }
  return (
    <Card className="border-indigo-200 bg-indigo-50/40">
      <h2 className="text-lg font-semibold text-slate-900">{t('premium.current.title')}</h2>
      <p className="mt-2 flex items-center gap-2 text-2xl font-extrabold text-slate-900">
        <Icon name="star" className="size-6 text-indigo-600" filled />
        {name}
      </p>
      <p className="mt-1 text-slate-700" data-testid="current-plan-detail">
        {detail}
      </p>
      <Link to={to('/my-account/order-subscription')} className={`${buttonClasses({ color: 'indigo', outline: true })} mt-4`}>
        {t('premium.current.orders')}
      </Link>
    </Card>
  );
}
