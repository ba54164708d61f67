import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';

export default function MarketingPage() {
  const { t } = useTranslation('pages');
  const { marketingLanguage } = useParams();
  return (
    <>
      <PageHeading title={t('marketing.title')} description={t('marketing.description')} />
      <Card>
        <p lang={marketingLanguage} className="text-slate-600">
          {t('marketing.empty', { lng: marketingLanguage })}
        </p>
      </Card>
    </>
  );
}
