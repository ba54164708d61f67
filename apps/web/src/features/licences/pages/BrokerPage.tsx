import { BROKERS } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { BrokerCard } from '../components/BrokerCard.tsx';

/** Spec 1 §2 choose a broker: the 13 brokers of the spec, each with its benefit, instruments and sign-up link. */
export default function BrokerPage() {
  const { t } = useTranslation('licences');
  return (
    <>
      <PageHeading title={t('brokerPage.title')} description={t('brokerPage.description')} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {BROKERS.map((broker) => (
          <BrokerCard key={broker.id} broker={broker} />
        ))}
      </ul>
    </>
  );
}
