import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

const LOOKS: Record<string, string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  revoked: 'bg-red-50 text-red-800 ring-red-200',
  void: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A subscription's or licence's status as a small tag. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('staff');
  return <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', LOOKS[status] ?? LOOKS.void)}>{t(`status.${status}`)}</span>;
}
