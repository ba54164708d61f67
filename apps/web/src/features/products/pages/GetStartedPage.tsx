import { GET_STARTED_PRODUCTS, productSlug } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Card, usePageTitle } from '../../../components/PageHeading.tsx';

/** The product tab of the get-started area; without a product, the base tab. */
export default function GetStartedPage() {
  const { t } = useTranslation('account');
  const { product: slug } = useParams();
  const product = GET_STARTED_PRODUCTS.find((candidate) => productSlug(candidate) === slug) ?? 'base';
  usePageTitle(t(`products.${product}`));
  return (
    <Card>
      <h1 className="text-xl font-bold text-slate-900">{t(`products.${product}`)}</h1>
      <p className="mt-2 text-slate-600">{t(`products.descriptions.${product}`)}</p>
    </Card>
  );
}
