import {
  endpointUrl,
  findInstrument,
  formatEuros,
  getInstrumentRoute,
  isLanguage,
  localizePath,
  PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT,
  PREMIUM_PLANS,
  VIRTUAL_SERVER_OFFER,
  type AppRouteId,
  type Language,
} from '@arya/core';
import type { PageMeta, PageResolver } from '../../plugins/app/pages.ts';

const weekly = (language: Language) => formatEuros(PREMIUM_PLANS.yearly.pricePerWeekCents / 100, language);

/** What link previews and search engines read of the public pages (their texts are the web's, shorter). */
const META: Record<'marketing' | 'crypto' | 'shop' | 'outcomesMethod' | 'legalTerms' | 'legalPrivacy' | 'legalNotice', Record<Language, () => { title: string; description: string }>> = {
  marketing: {
    fr: () => ({
      title: 'Découvrir ARYA : la communauté des investisseurs et des traders',
      description: `Suivez des coachs de trading, partagez vos idées et lisez les actualités des marchés. Inscription gratuite ; ARYA Premium dès ${weekly('fr')} par semaine.`,
    }),
    en: () => ({
      title: 'Discover ARYA: the community of investors and traders',
      description: `Follow trading coaches, share your ideas and read market news. Free sign-up; ARYA Premium from ${weekly('en')} a week.`,
    }),
  },
  crypto: {
    fr: () => ({
      title: 'Crypto sur ARYA',
      description: `${PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT} % de réduction sur les frais d'une plateforme d'échange crypto partenaire avec Premium, et un serveur crypto offert la première année, puis ${formatEuros(VIRTUAL_SERVER_OFFER.yearlyPriceEuros, 'fr')} par an.`,
    }),
    en: () => ({
      title: 'Crypto on ARYA',
      description: `${PREMIUM_CRYPTO_FEE_REDUCTION_PERCENT}% off a partner crypto exchange's fees with Premium, and a crypto server free for the first year, then ${formatEuros(VIRTUAL_SERVER_OFFER.yearlyPriceEuros, 'en')} a year.`,
    }),
  },
  shop: {
    fr: () => ({
      title: 'La boutique ARYA',
      description: 'Les logiciels de trading ARYA pour MT4 (Pro, Essential, Trade Manager, Centurion, Scan), l\u2019abonnement Premium, le serveur virtuel et les formations.',
    }),
    en: () => ({
      title: 'The ARYA shop',
      description: 'ARYA trading software for MT4 (Pro, Essential, Trade Manager, Centurion, Scan), the Premium subscription, the virtual server and the courses.',
    }),
  },
  // Issue 28: how ideas keep score.
  outcomesMethod: {
    fr: () => ({
      title: 'Comment ARYA mesure le résultat des idées de trading',
      description: 'Chaque idée est suivie sur les cours du marché dès sa publication : entrée, objectifs, breakeven, stop et expiration, résultat en R et en pips ou en pourcentage.',
    }),
    en: () => ({
      title: 'How ARYA measures the outcome of trading ideas',
      description: 'Each idea is followed against market prices from publication: entry, targets, breakeven, stop and expiry, with its result in R and in pips or percent.',
    }),
  },
  // Issue 25: the legal pages, readable by anyone and linked from every page's footer.
  legalTerms: {
    fr: () => ({
      title: "Conditions générales d'utilisation d'ARYA",
      description: 'Les règles de la communauté ARYA, les mesures de modération, comment signaler un contenu et contester une décision.',
    }),
    en: () => ({
      title: 'ARYA terms of use',
      description: "The ARYA community's rules, the moderation measures, and how to report content and contest a decision.",
    }),
  },
  legalPrivacy: {
    fr: () => ({
      title: "Politique de confidentialité d'ARYA",
      description: 'Les données conservées par ARYA, pourquoi, combien de temps, nos prestataires et comment exercer vos droits.',
    }),
    en: () => ({
      title: 'ARYA privacy policy',
      description: 'The data ARYA keeps, why, for how long, our processors and how to exercise your rights.',
    }),
  },
  legalNotice: {
    fr: () => ({ title: "Mentions légales d'ARYA", description: "L'éditeur, l'hébergeur et les contacts d'ARYA." }),
    en: () => ({ title: 'ARYA legal notice', description: "ARYA's publisher, host and contacts." }),
  },
};

/** An instrument's page (issue 28), by its symbol and its name in the page's language. */
const INSTRUMENT_META: Record<Language, (symbol: string, name: string) => { title: string; description: string }> = {
  fr: (symbol, name) => ({
    title: `${symbol} sur ARYA : idées et analyses`,
    description: `Les idées de trading sur ${name} (${symbol}) des membres et des coachs d'ARYA, chacune avec son résultat mesuré sur les cours du marché, et les posts qui en parlent.`,
  }),
  en: (symbol, name) => ({
    title: `${symbol} on ARYA: ideas and analyses`,
    description: `Trading ideas on ${name} (${symbol}) from ARYA's members and coaches, each with its outcome measured against market prices, and the posts that mention it.`,
  }),
};

/**
 * `/instruments/{symbol}` (issue 28): 404 for a symbol the catalogue does not know; another way of
 * writing it (`eurusd`, `EUR-USD`) is sent on to the instrument's own address (301); else its title
 * and description with its symbol, and the instrument asked for with the page.
 */
function instrumentPage(publicUrl: string): PageResolver {
  return {
    routeId: 'instrument',
    resolve(match, { pathname, request }) {
      const written = match.params.symbol;
      const instrument = findInstrument(written);
      if (!written || !instrument) return Promise.resolve({ status: 404 });
      if (instrument.symbol !== written) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return Promise.resolve({ redirect: `${localizePath(`/instruments/${encodeURIComponent(instrument.symbol)}`, match.language)}${query}` });
      }
      const name = match.language === 'fr' ? (instrument.nameFr ?? instrument.name) : instrument.name;
      const meta: PageMeta = { ...INSTRUMENT_META[match.language](instrument.symbol, name), url: `${publicUrl}${pathname}`, image: null, type: 'website' };
      return Promise.resolve({ meta, calls: [{ method: 'GET', url: endpointUrl(getInstrumentRoute.path, { symbol: instrument.symbol }) }] });
    },
  };
}

/**
 * The public pages (marketing, crypto, shop, the legal pages, the instruments'): their own title, description and Open Graph tags in
 * the served HTML, so a shared link shows what the page offers. The marketing page speaks the
 * language of its address (`/marketing/en` is English whatever the UI language).
 */
export function publicPages(publicUrl: string): PageResolver[] {
  const pages = (Object.keys(META) as (keyof typeof META)[]).map(
    (routeId): PageResolver => ({
      routeId: routeId satisfies AppRouteId,
      resolve(match, { pathname }) {
        const wanted = match.params.marketingLanguage;
        const language = routeId === 'marketing' && isLanguage(wanted) ? wanted : match.language;
        const meta: PageMeta = { ...META[routeId][language](), url: `${publicUrl}${pathname}`, image: null, type: 'website' };
        return Promise.resolve({ meta });
      },
    }),
  );
  return [...pages, instrumentPage(publicUrl)];
}
