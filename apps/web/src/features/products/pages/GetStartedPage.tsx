import { GET_STARTED_PRODUCTS } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { ProductOverviewCard } from '../components/ProductOverviewCard.tsx';
import { useProductOwnership } from '../use-product-ownership.ts';

/** The base tab of the get-started area: every product, with what the member owns of it. */
export default function GetStartedPage() {
  const { t } = useTranslation('licences');
  const ownership = useProductOwnership();
  return (
    <>
      <PageHeading title={t('overview.title')} description={t('overview.description')} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {GET_STARTED_PRODUCTS.map((product) => (
          <ProductOverviewCard key={product} product={product} owned={product === 'crypto' || !ownership.isPending ? ownership.of(product).owned : null} />
        ))}
      </ul>
    </>
  );
}
