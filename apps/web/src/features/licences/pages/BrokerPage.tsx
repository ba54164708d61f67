import { BROKERS } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { BrokerCard } from '../components/BrokerCard.tsx';

/**
 * Spec 1 §2 choose a broker: the 13 brokers of the spec, each with its benefit, instruments and sign-up
 * link, under a general risk notice; the card of a broker selling CFDs carries ESMA's warning (issue 25).
 */
export default function BrokerPage() {
  const { t } = useTranslation('licences');
  return (
    <>
      <PageHeading title={t('brokerPage.title')} description={t('brokerPage.description')} />
      <p role="note" data-testid="broker-risk-notice" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
        {t('cfd.pageNotice')}
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {BROKERS.map((broker) => (
          <BrokerCard key={broker.id} broker={broker} />
        ))}
      </ul>
    </>
  );
}
