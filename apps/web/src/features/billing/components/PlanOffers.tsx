import { PREMIUM_PLAN_IDS } from '@arya/core/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/FormError.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useCheckout } from '../billing-queries.ts';
import { PlanCard } from './PlanCard.tsx';

/** The two plans and their checkout: the browser leaves for the payment page once it is open. */
export function PlanOffers() {
  const { t } = useTranslation('billing');
  const checkout = useCheckout();
  const { reset } = checkout;
  // Back from the payment page through the browser's history, the page is as it was left: ready again.
  useEffect(() => {
    const ready = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', ready);
    return () => window.removeEventListener('pageshow', ready);
  }, [reset]);
  const choosing = checkout.isPending ? checkout.variables : null;
  return (
    <section aria-labelledby="premium-plans" className="flex flex-col gap-3">
      <h2 id="premium-plans" className="text-lg font-semibold text-slate-900">
        {t('premium.plansLabel')}
      </h2>
      {checkout.isError && <FormError message={t('premium.checkoutError', { reason: errorMessage(t, checkout.error) })} />}
      <ul className="grid gap-4 sm:grid-cols-2">
        {PREMIUM_PLAN_IDS.map((plan) => (
          <PlanCard key={plan} plan={plan} onChoose={(chosen) => checkout.mutate(chosen)} pending={choosing === plan} disabled={choosing !== null && choosing !== plan} />
        ))}
      </ul>
      <p role="status" className="text-sm text-slate-600">
        {choosing ? t('premium.redirecting') : t('premium.terms')}
      </p>
    </section>
  );
}
