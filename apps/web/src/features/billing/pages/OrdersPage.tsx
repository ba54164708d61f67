import { PREMIUM_PAGE_SLUG, subscriptionRuns } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { useInvoices, useSubscriptions } from '../billing-queries.ts';
import { BillingDetailsSection } from '../components/BillingDetailsSection.tsx';
import { BillingList } from '../components/BillingList.tsx';
import { InvoiceItem } from '../components/InvoiceItem.tsx';
import { SubscriptionItem } from '../components/SubscriptionItem.tsx';
import { useCheckoutConfirmation } from '../use-checkout-confirmation.ts';

/** `/my-account/order-subscription`: the member's subscriptions and invoices, newest first, and their billing details. */
export default function OrdersPage() {
  const { t } = useTranslation('billing');
  const user = useCurrentUser();
  const to = useLocalizedPath();
  const subscriptions = useSubscriptions(user.uid);
  const invoices = useInvoices(user.uid);
  const running = subscriptions.data?.pages.some((page) => page.items.some((subscription) => subscriptionRuns(subscription))) ?? false;
  const awaiting = useCheckoutConfirmation(running);
  return (
    <>
      <PageHeading title={t('orders.title')} description={t('orders.description')} />
      <div className="flex min-w-0 flex-col gap-4">
        {awaiting && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {t('orders.confirming')}
          </p>
        )}
        <BillingList
          title={t('orders.subscriptions.title')}
          headingId="subscriptions-heading"
          query={subscriptions}
          loadError={t('orders.subscriptions.loadError')}
          idOf={(subscription) => subscription.id}
          renderItem={(subscription) => <SubscriptionItem key={subscription.id} subscription={subscription} />}
          empty={
            <div className="flex flex-col items-start gap-3">
              <p className="text-slate-600">{t('orders.subscriptions.empty')}</p>
              <Link to={to(`/my-account/${PREMIUM_PAGE_SLUG}`)} className={buttonClasses({ color: 'indigo', size: 'small' })}>
                {t('orders.subscriptions.discover')}
              </Link>
            </div>
          }
        />
        <BillingList
          title={t('orders.invoices.title')}
          headingId="invoices-heading"
          query={invoices}
          loadError={t('orders.invoices.loadError')}
          idOf={(invoice) => invoice.id}
          renderItem={(invoice) => <InvoiceItem key={invoice.id} invoice={invoice} />}
          empty={<p className="text-slate-600">{t('orders.invoices.empty')}</p>}
        />
        <BillingDetailsSection userId={user.uid} />
      </div>
    </>
  );
}
