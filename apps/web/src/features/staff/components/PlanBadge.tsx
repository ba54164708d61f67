import type { StaffMember } from '@arya/core/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** The member's plan as core's rules read it now: premium, an active subscription, the trial, or none. */
export function PlanBadge({ plan }: { plan: StaffMember['plan'] }) {
  const { t } = useTranslation('staff');
  const kind = plan.premium ? 'premium' : plan.activeSubscription ? 'active' : plan.trial ? 'trial' : 'none';
  const classes = {
    premium: 'bg-indigo-600 text-white',
    active: 'bg-green-100 text-green-800',
    trial: 'bg-amber-100 text-amber-900',
    none: 'bg-slate-100 text-slate-700',
  }[kind];
  return (
    <span className={clsx('rounded-full px-3 py-1 text-sm font-semibold', classes)} data-testid="staff-plan-badge">
      {t(`plan.${kind}`)}
    </span>
  );
}
