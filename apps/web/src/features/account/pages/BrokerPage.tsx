import { useTranslation } from 'react-i18next';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';
import { BROKERS } from '../brokers.ts';

export default function BrokerPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeading title={t('broker.title')} description={t('broker.description')} />
      <Card>
        <ul className="grid gap-2 sm:grid-cols-2">
          {BROKERS.map((broker) => (
            <li key={broker.id} className="rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-800">
              {broker.label ?? t('broker.other')}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
