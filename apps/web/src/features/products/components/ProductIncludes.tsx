import type { GetStartedProduct } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { PRODUCT_INCLUDES, productTextValues } from '../product-content.ts';

export function ProductIncludes({ product }: { product: GetStartedProduct }) {
  const { t } = useTranslation('licences');
  const language = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('product.includesTitle')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {PRODUCT_INCLUDES[product].map((item) => (
          <li key={item} className="flex items-start gap-2 text-slate-700">
            <Icon name="badge" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
            <span>{t(`products.${product}.includes.${item}`, productTextValues(language))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
