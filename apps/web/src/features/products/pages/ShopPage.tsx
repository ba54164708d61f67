import { GET_STARTED_PRODUCTS, productSlug, routePath, type GetStartedProduct } from '@arya/core/rules';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { OutsideLink, PublicHero, PublicSection } from '../../public-pages/PublicBlocks.tsx';
import { publicFigures } from '../../public-pages/public-pages.ts';
import { usePublicConfig } from '../../system/config-queries.ts';
import { productTextValues } from '../product-content.ts';

/** The software sold in the shop: every get-started product but the crypto server (a service, below). */
const SOFTWARE: readonly GetStartedProduct[] = GET_STARTED_PRODUCTS.filter((product) => product !== 'crypto');

const LINK = 'inline-flex items-center gap-1 rounded font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * `/shop`: what the shop sells, each with its link: the software (their product pages, texts of the
 * product pages), Premium, the virtual server and the courses, and the external shop itself
 * (SHOP_URL, from the settings served with the page).
 */
export default function ShopPage() {
  const { t } = useTranslation('publicPages');
  const { t: tProducts } = useTranslation('licences');
  const language = useLanguage();
  const to = useLocalizedPath();
  const config = usePublicConfig();
  const figures = publicFigures(language);
  const ids = { software: useId(), services: useId() };
  const services: { key: string; icon: IconName; title: string; text: string; link: ReactNode }[] = [
    {
      key: 'premium',
      icon: 'star',
      title: t('marketing.premiumTitle'),
      text: t('shop.premiumText', { price: figures.premium.yearlyPerWeek }),
      link: (
        <Link to={routePath('premium', language)} className={LINK}>
          {t('cta.premium')}
        </Link>
      ),
    },
    {
      key: 'server',
      icon: 'cpu',
      title: t('shop.serverTitle'),
      text: t('shop.serverText', { price: figures.server.yearlyPrice, hours: figures.server.hours }),
      link: (
        <OutsideLink href={config.links.virtualServer} newTab={t('cta.newTab')} className={LINK}>
          {t('shop.serverOrder')}
        </OutsideLink>
      ),
    },
    {
      key: 'courses',
      icon: 'academic',
      title: t('shop.coursesTitle'),
      text: t('shop.coursesText'),
      link: (
        <OutsideLink href={config.links.courses} newTab={t('cta.newTab')} className={LINK}>
          {t('shop.coursesOpen')}
        </OutsideLink>
      ),
    },
  ];
  return (
    <>
      <PublicHero title={t('shop.title')} heading={t('shop.heading')} intro={t('shop.intro')}>
        <OutsideLink
          href={config.links.shop}
          newTab={t('cta.newTab')}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('shop.open')}
        </OutsideLink>
      </PublicHero>
      <PublicSection title={t('shop.softwareTitle')} id={ids.software}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SOFTWARE.map((product) => {
            const name = t(`account:products.${product}`);
            return (
              <li key={product} className="flex flex-col rounded-xl bg-slate-50 p-4" data-testid="shop-product">
                <h3 className="font-semibold text-slate-900">{name}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700">{tProducts(`products.${product}.tagline`, productTextValues(language))}</p>
                <Link to={to(`/my-account/get-started/${productSlug(product)}`)} className={`${LINK} mt-3 self-start`}>
                  {t('shop.see', { name })}
                </Link>
              </li>
            );
          })}
        </ul>
      </PublicSection>
      <PublicSection title={t('shop.servicesTitle')} id={ids.services}>
        <ul className="grid gap-4 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.key} className="flex flex-col rounded-xl bg-slate-50 p-4">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
                <Icon name={service.icon} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700">{service.text}</p>
              <div className="mt-3">{service.link}</div>
            </li>
          ))}
        </ul>
      </PublicSection>
    </>
  );
}
