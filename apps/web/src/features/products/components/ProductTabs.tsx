import { productSlug, type GetStartedProduct } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-language.ts';

/** Spec 1 §2: product tabs base, crypto, pro, trade-manager, essential, scan. */
export const PRODUCT_TABS: readonly ('base' | GetStartedProduct)[] = ['base', 'crypto', 'pro', 'trade-manager', 'essential', 'scan'];

export function ProductTabs() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <nav aria-label={t('account:products.label')} className="overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {PRODUCT_TABS.map((product) => (
          <li key={product}>
            <NavLink
              end
              to={to(product === 'base' ? '/my-account/get-started' : `/my-account/get-started/${productSlug(product)}`)}
              className={({ isActive }) =>
                clsx(
                  '-mb-px block border-b-3 px-4 py-2.5 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                  isActive ? 'border-indigo-600 bg-indigo-50 font-bold text-indigo-800' : 'border-transparent font-medium text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )
              }
            >
              {t(`account:products.${product}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
