import { productSlug, type GetStartedProduct } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { productTextValues } from '../product-content.ts';
import { OwnedBadge } from './OwnedBadge.tsx';

/** One product of the base tab: its name, what it is, whether the member owns it, and its page. */
export function ProductOverviewCard({ product, owned }: { product: GetStartedProduct; owned: boolean | null }) {
  const { t } = useTranslation('licences');
  const language = useLanguage();
  const to = useLocalizedPath();
  const headingId = useId();
  const name = t(`account:products.${product}`);
  return (
    <li data-testid="product-card" className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {name}
          </h2>
          {owned !== null && <OwnedBadge owned={owned} />}
        </div>
        <p className="mt-1 flex-1 text-sm text-slate-700">{t(`products.${product}.tagline`, productTextValues(language))}</p>
        <Link
          to={to(`/my-account/get-started/${productSlug(product)}`)}
          className="mt-3 self-start rounded font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('overview.see', { name })}
        </Link>
      </article>
    </li>
  );
}
