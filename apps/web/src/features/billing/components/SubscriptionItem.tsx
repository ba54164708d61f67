import type { Subscription } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useCancelSubscription } from '../billing-queries.ts';
import { formatCents } from '../money.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** One subscription: plan, status, price, period, whether it renews or ends, and its cancellation. */
export function SubscriptionItem({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const cancel = useCancelSubscription();
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const day = (iso: string) => formatDay(iso, language);
  const { status, plan, currentPeriodEnd } = subscription;
  const cancellable = status === 'active' && !subscription.cancelAtPeriodEnd;

  // Once cancelled, the cancel button is gone: the focus goes to the subscription it changed.
  useEffect(() => {
    if (asking || !focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [asking]);

  const confirm = async () => {
    try {
      await cancel.mutateAsync(subscription.id);
      toast.success(t('orders.subscriptions.cancelled', { date: day(currentPeriodEnd) }));
      focusHeading.current = true;
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
    setAsking(false);
  };

  const ending =
    status === 'void'
      ? t('orders.subscriptions.ended', { date: day(currentPeriodEnd) })
      : status === 'active'
        ? t(subscription.cancelAtPeriodEnd ? 'orders.subscriptions.ends' : 'orders.subscriptions.renews', { date: day(currentPeriodEnd) })
        : null;

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" data-testid="subscription">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
            {t(`tiers.${subscription.tier}`)}
            {plan ? ` · ${t(`plans.${plan}.name`)}` : ''}
          </h3>
          <StatusBadge status={status} />
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {plan && subscription.amountCents !== null ? t(`plans.${plan}.perPeriod`, { amount: formatCents(subscription.amountCents, language) }) : t('orders.subscriptions.granted')}
        </p>
        <p className="text-sm text-slate-600">{t('orders.subscriptions.period', { from: day(subscription.currentPeriodStart), to: day(currentPeriodEnd) })}</p>
        {ending && <p className="text-sm font-medium text-slate-800">{ending}</p>}
      </div>
      {cancellable && (
        <Button color="red" outline size="small" className="self-start sm:self-center" onClick={() => setAsking(true)}>
          {t('orders.subscriptions.cancel')}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t('orders.subscriptions.cancelTitle')}
          message={t('orders.subscriptions.cancelMessage', { date: day(currentPeriodEnd) })}
          confirmLabel={t('orders.subscriptions.cancelConfirm')}
          cancelLabel={t('orders.subscriptions.keep')}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
          busy={cancel.isPending}
        />
      )}
    </li>
  );
}
