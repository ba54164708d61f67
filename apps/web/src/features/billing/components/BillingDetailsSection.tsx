import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useBillingDetails } from '../billing-queries.ts';
import { BillingDetailsForm } from './BillingDetailsForm.tsx';

/** The card of the member's billing details, read from the shop contract. */
export function BillingDetailsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('billing');
  const details = useBillingDetails(userId);
  return (
    <section aria-labelledby="billing-details" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="billing-details" className="text-lg font-semibold text-slate-900">
        {t('orders.billing.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('orders.billing.description')}</p>
      {details.isError ? (
        <LoadError title={t('orders.billing.loadError')} retryLabel={t('orders.retry')} error={details.error} onRetry={() => void details.refetch()} retrying={details.isFetching} />
      ) : details.data ? (
        <BillingDetailsForm userId={userId} kept={details.data} />
      ) : (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
    </section>
  );
}
