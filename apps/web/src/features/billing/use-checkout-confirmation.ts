import { CHECKOUT_RETURN_PARAM, CHECKOUT_SUCCESS_VALUE } from '@arya/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { meKeys } from '../session/me-queries.ts';
import { billingKeys, CONFIRMATION_POLL_MS, refreshAfterBillingChange } from './billing-queries.ts';

/** How long the page keeps asking for the provider's confirmation of a payment. */
const CONFIRMATION_WAIT_MS = 30_000;

/**
 * Back from the payment page (`?checkout=success`): says the payment was received (spec 1 §8) and
 * reads the member state again, so premium shows at once (the menu's premium entry goes). Until a
 * running subscription shows (a provider confirms the payment a moment after the member is back),
 * the lists are read again every few seconds, and the member state once it does. The mark leaves
 * the address, so reloading does not say it again. Answers whether the confirmation is awaited.
 */
export function useCheckoutConfirmation(hasRunningSubscription: boolean): boolean {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [returned] = useState(() => params.get(CHECKOUT_RETURN_PARAM) === CHECKOUT_SUCCESS_VALUE);
  const [gaveUp, setGaveUp] = useState(false);
  const announced = useRef(false);

  useEffect(() => {
    if (!returned || announced.current) return;
    announced.current = true;
    toast.success(t('orders.paid'));
    void refreshAfterBillingChange(client);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
    const timer = setTimeout(() => setGaveUp(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [returned, client, setParams, t]);

  const awaiting = returned && !gaveUp && !hasRunningSubscription;
  useEffect(() => {
    if (!awaiting) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: billingKeys.all }), CONFIRMATION_POLL_MS);
    return () => clearInterval(timer);
  }, [awaiting, client]);

  useEffect(() => {
    if (returned && hasRunningSubscription) void client.invalidateQueries({ queryKey: meKeys.all });
  }, [returned, hasRunningSubscription, client]);

  return awaiting;
}
