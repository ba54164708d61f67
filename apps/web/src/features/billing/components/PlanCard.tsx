import { planAmountCents, PREMIUM_PLANS, yearlySavingPercent, type PremiumPlanId } from '@arya/core/rules';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatCents } from '../money.ts';

/** The yearly plan is put forward: it is the cheaper week (spec 1 §1, "presented as an 80 % saving"). */
const FEATURED: PremiumPlanId = 'yearly';

interface PlanCardProps {
  plan: PremiumPlanId;
  onChoose: (plan: PremiumPlanId) => void;
  /** This plan's checkout is under way. */
  pending: boolean;
  /** Another plan's checkout is under way. */
  disabled: boolean;
}

/** One premium plan: its price per week, what is billed each period, the saving, and the button that buys it. */
export function PlanCard({ plan, onChoose, pending, disabled }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const nameId = useId();
  const featured = plan === FEATURED;
  return (
    <li className={clsx('flex min-w-0 flex-col rounded-2xl border bg-white p-5', featured ? 'border-indigo-500 ring-2 ring-indigo-100' : 'border-slate-200')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={nameId} className="text-lg font-semibold text-slate-900">
          {t(`plans.${plan}.name`)}
        </h3>
        {featured && <p className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">{t('premium.saving', { percent: yearlySavingPercent() })}</p>}
      </div>
      <p className="mt-3 text-3xl font-extrabold text-slate-900">{t('premium.perWeek', { price: formatCents(PREMIUM_PLANS[plan].pricePerWeekCents, language) })}</p>
      <p className="mt-1 text-sm text-slate-600">{t(`plans.${plan}.billed`, { amount: formatCents(planAmountCents(plan), language) })}</p>
      <Button
        size="large"
        color="indigo"
        outline={!featured}
        wrap
        className="mt-5 w-full"
        loading={pending}
        disabled={disabled}
        aria-describedby={nameId}
        onClick={() => onChoose(plan)}
      >
        {t(`plans.${plan}.subscribe`)}
      </Button>
    </li>
  );
}
