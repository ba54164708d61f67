import type { BillingStatus } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

// Full class names are spelled out so Tailwind finds them; each pair passes AA contrast.
const LOOK: Record<BillingStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  active: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  open: 'bg-amber-100 text-amber-900',
  incomplete: 'bg-slate-100 text-slate-700',
  void: 'bg-slate-100 text-slate-700',
  refund: 'bg-blue-100 text-blue-800',
};

/** A billing status (spec 1 §3: paid, void, refund, incomplete, open, pending, active), translated. */
export function StatusBadge({ status }: { status: BillingStatus }) {
  const { t } = useTranslation('billing');
  return <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', LOOK[status])}>{t(`status.${status}`)}</span>;
}
