import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/Button.tsx';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';
import { usePublicConfig } from '../../system/config-queries.ts';

export default function ShopPage() {
  const { t } = useTranslation('pages');
  const config = usePublicConfig();
  return (
    <>
      <PageHeading title={t('shop.title')} description={t('shop.description')} />
      <Card>
        <a href={config.links.shop} target="_blank" rel="noreferrer" className={buttonClasses({})}>
          {t('shop.open')}
        </a>
      </Card>
    </>
  );
}
