import { BROKERS, licenceDisplayName, type GetStartedProduct } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { LicenceStatusBadge } from '../../licences/components/LicenceStatusBadge.tsx';
import { NewTabLink } from '../../licences/components/NewTabLink.tsx';
import { usePublicConfig } from '../../system/config-queries.ts';
import { useProductOwnership } from '../use-product-ownership.ts';

/** The member's licence state for a product: the licences that give it (and a way to them), or a way to the shop. */
export function ProductLicenceState({ product }: { product: GetStartedProduct }) {
  const { t } = useTranslation('licences');
  const to = useLocalizedPath();
  const config = usePublicConfig();
  const ownership = useProductOwnership();
  const headingId = useId();
  const state = ownership.of(product);
  const active = state.licences.filter((licence) => licence.status === 'active');
  const brokerName = (id: string | null) => {
    const broker = BROKERS.find((candidate) => candidate.id === id);
    return broker ? (broker.label ?? t('brokerPage.other')) : null;
  };
  const shopLink = (
    <NewTabLink href={config.links.shop} className={`${buttonClasses({ wrap: true })} mt-4 w-full sm:w-auto`}>
      {t('product.buy')}
    </NewTabLink>
  );

  let body;
  if (product === 'crypto') {
    body = state.owned ? (
      <>
        <p className="text-slate-700">{t('product.cryptoOwned')}</p>
        {state.cryptoServers.some((server) => server.name) && (
          <ul className="mt-2 list-inside list-disc text-slate-700">
            {state.cryptoServers.map((server, index) => server.name && <li key={`${server.name}-${index}`}>{server.name}</li>)}
          </ul>
        )}
      </>
    ) : (
      <>
        <p className="text-slate-700">{t('product.cryptoNotOwned')}</p>
        {shopLink}
      </>
    );
  } else if (ownership.isPending) {
    body = <Spinner size="tiny" />;
  } else if (ownership.error) {
    body = <LoadError title={t('page.loadError')} retryLabel={t('page.retry')} error={ownership.error} onRetry={ownership.retry} />;
  } else if (active.length > 0) {
    body = (
      <>
        <p className="text-slate-700">{t('product.owned', { count: active.length })}</p>
        <ul data-testid="product-licences" className="mt-3 flex flex-col gap-2">
          {active.map((licence) => {
            const broker = brokerName(licence.broker);
            return (
              <li key={licence.licenseId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
                <span className="min-w-0">
                  <span className="font-semibold text-slate-900">{licenceDisplayName(licence.product)}</span>
                  <span className="block text-sm text-slate-600">
                    {broker && licence.accountID ? t('product.accountAt', { account: licence.accountID, broker }) : t('licence.toSetUp')}
                  </span>
                </span>
                <LicenceStatusBadge status={licence.status} />
              </li>
            );
          })}
        </ul>
        <Link to={to('/my-account/licences')} className={`${buttonClasses({ outline: true, wrap: true })} mt-4 w-full sm:w-auto`}>
          {t('product.manage')}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{t(state.licences.length > 0 ? 'product.onlyRevoked' : 'product.notOwned')}</p>
        {shopLink}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} data-testid="product-licence-state" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
        {t('product.stateTitle')}
      </h2>
      {body}
    </section>
  );
}
