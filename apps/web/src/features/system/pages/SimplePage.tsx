import { useTranslation } from 'react-i18next';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';

/** A page whose feature arrives later: its title and what it will hold, from the `pages` catalogue. */
export function SimplePage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeading title={t(`${pageKey}.title`)} description={t(`${pageKey}.description`)} />
      <Card>
        <p className="text-slate-600">{t(`${pageKey}.empty`)}</p>
      </Card>
    </>
  );
}
