import { hasCryptoServer, productSlug, routePath } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { JoinActions, OutsideLink, PublicHero, PublicSection } from '../../public-pages/PublicBlocks.tsx';
import { publicFigures } from '../../public-pages/public-pages.ts';
import { useSession } from '../../session/session-context.ts';
import { usePublicConfig } from '../../system/config-queries.ts';

/**
 * `/crypto`: the crypto offer (spec 1 §1, §4): Premium's reduction on a partner exchange's fees and
 * the crypto server (a virtual server, free the first year). A member sees whether they have one.
 */
export default function CryptoPage() {
  const { t } = useTranslation('publicPages');
  const language = useLanguage();
  const to = useLocalizedPath();
  const config = usePublicConfig();
  const { user } = useSession();
  const figures = publicFigures(language);
  const ids = { fee: useId(), server: useId() };
  const link = 'inline-flex items-center gap-1 font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 rounded';
  return (
    <>
      <PublicHero title={t('crypto.title')} heading={t('crypto.heading')} intro={t('crypto.intro')}>
        {!user && <JoinActions language={language} onDark />}
      </PublicHero>
      <div className="grid gap-x-6 lg:grid-cols-2">
        <PublicSection title={t('crypto.feeTitle', { percent: figures.cryptoFeePercent })} id={ids.fee}>
          <p className="text-slate-700">{t('crypto.feeText', { percent: figures.cryptoFeePercent })}</p>
          <p className="mt-2 text-slate-700">{t('crypto.feePrice', { price: figures.premium.yearlyPerWeek })}</p>
          <Link to={routePath('premium', language)} className={`${buttonClasses({ wrap: true })} mt-4`}>
            {t('cta.premium')}
          </Link>
        </PublicSection>
        <PublicSection title={t('crypto.serverTitle')} id={ids.server}>
          <p className="text-slate-700">{t('crypto.serverText')}</p>
          <ul className="mt-3 space-y-2 text-slate-700">
            <li className="flex items-start gap-2">
              <Icon name="gift" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
              {t('crypto.serverFree', { price: figures.server.yearlyPrice })}
            </li>
            <li className="flex items-start gap-2">
              <Icon name="key" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
              {t('crypto.serverCredentials', { hours: figures.server.hours })}
            </li>
          </ul>
          {user && (
            <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="crypto-server-state">
              {hasCryptoServer(user) ? t('crypto.serverActive') : t('crypto.serverNone')}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
            <Link to={to(`/my-account/get-started/${productSlug('crypto')}`)} className={buttonClasses({ outline: true, wrap: true })}>
              {t('crypto.serverSee')}
            </Link>
            <OutsideLink href={config.links.virtualServer} newTab={t('cta.newTab')} className={link}>
              {t('crypto.serverOrder')}
            </OutsideLink>
          </div>
        </PublicSection>
      </div>
    </>
  );
}
