import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCurrentUser } from '../../session/session-context.ts';
import { useSubscriptions } from '../billing-queries.ts';
import { CurrentPlanCard } from '../components/CurrentPlanCard.tsx';
import { PlanOffers } from '../components/PlanOffers.tsx';
import { PremiumBenefits } from '../components/PremiumBenefits.tsx';
import { premiumPageState } from '../premium-state.ts';

/** `/my-account/arya-premium`: the plans and their checkout, or the member's current plan; what premium includes. */
export default function PremiumPage() {
  const { t } = useTranslation('billing');
  const user = useCurrentUser();
  const subscriptions = useSubscriptions(user.uid);
  const state = subscriptions.data ? premiumPageState(user, subscriptions.data.pages[0]?.items ?? []) : null;
  return (
    <>
      <PageHeading title={t('premium.title')} description={t('premium.description')} />
      <div className="flex min-w-0 flex-col gap-4">
        {subscriptions.isError ? (
          <LoadError title={t('orders.subscriptions.loadError')} retryLabel={t('orders.retry')} error={subscriptions.error} onRetry={() => void subscriptions.refetch()} retrying={subscriptions.isFetching} />
        ) : !state ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : state.kind === 'offers' ? (
          <PlanOffers />
        ) : (
          <CurrentPlanCard state={state} />
        )}
        <PremiumBenefits />
      </div>
    </>
  );
}
