import { GET_STARTED_PRODUCTS, productSlug } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { ProductIncludes } from '../components/ProductIncludes.tsx';
import { ProductLicenceState } from '../components/ProductLicenceState.tsx';
import { productTextValues } from '../product-content.ts';

/** One product of the get-started area (the route table only lets known products through). */
export default function ProductPage() {
  const { t } = useTranslation('licences');
  const language = useLanguage();
  const { product: slug } = useParams();
  const product = GET_STARTED_PRODUCTS.find((candidate) => productSlug(candidate) === slug) ?? 'pro';
  return (
    <>
      <PageHeading title={t(`account:products.${product}`)} description={t(`products.${product}.tagline`, productTextValues(language))} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ProductIncludes product={product} />
        <ProductLicenceState product={product} />
      </div>
    </>
  );
}
