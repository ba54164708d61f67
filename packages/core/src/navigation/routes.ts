import { isCleanText } from '../common/clean-text.ts';
import { DEFAULT_LANGUAGE, localizePath, splitLanguagePrefix, type Language } from '../common/languages.ts';

/**
 * Who may open a page:
 * - `guest`: sign-in pages; a signed-in user is sent away from them.
 * - `public`: readable by visitors and members (public profiles, single posts).
 * - `member`: signed-in members only; visitors go to /auth?next=….
 */
export type RouteAccess = 'guest' | 'public' | 'member';
export type RouteLayout = 'auth' | 'app' | 'account' | 'getStarted' | 'plain';

export interface AppRoute {
  id: string;
  /** Patterns in React Router syntax without the language prefix; the first is canonical. */
  paths: readonly string[];
  access: RouteAccess;
  layout: RouteLayout;
  /** Allowed values of a parameter; any other value is a page that does not exist. */
  constraints?: Readonly<Record<string, readonly string[]>>;
  /** Staff only: other members see the not-found page there. */
  staffOnly?: boolean;
}

/** The product family name carried in product and premium page paths. */
export const PRODUCT_FAMILY = 'arya';
export const GET_STARTED_PRODUCTS = ['360', 'centurion', 'crypto', 'essential', 'pro', 'scan', 'trade-manager'] as const;
export type GetStartedProduct = (typeof GET_STARTED_PRODUCTS)[number];
export const productSlug = (product: GetStartedProduct): string => `${PRODUCT_FAMILY}-${product}`;
export const PREMIUM_PAGE_SLUG = `${PRODUCT_FAMILY}-premium`;

export const APP_ROUTES = [
  { id: 'home', paths: ['/'], access: 'member', layout: 'app' },
  { id: 'auth', paths: ['/auth'], access: 'guest', layout: 'auth' },
  { id: 'register', paths: ['/register'], access: 'guest', layout: 'auth' },
  { id: 'password', paths: ['/password'], access: 'guest', layout: 'auth' },
  { id: 'onBoarding', paths: ['/on-boarding'], access: 'member', layout: 'plain' },
  { id: 'ideas', paths: ['/ideas'], access: 'member', layout: 'app' },
  // Issue 28: how an idea's outcome and a member's track record are measured, for anyone to check.
  { id: 'outcomesMethod', paths: ['/ideas/how-outcomes-are-measured'], access: 'public', layout: 'app' },
  // Issue 28: an instrument's page (its ideas with their outcomes, the posts naming it with a $cashtag), for anyone to read.
  { id: 'instrument', paths: ['/instruments/:symbol'], access: 'public', layout: 'app' },
  { id: 'notifications', paths: ['/notifications'], access: 'member', layout: 'app' },
  // The offer's pages are for visitors too (issue 23): what the community, the crypto offer and the shop give.
  { id: 'crypto', paths: ['/crypto', '/cryptos'], access: 'public', layout: 'app' },
  { id: 'shop', paths: ['/shop', '/eshop'], access: 'public', layout: 'app' },
  { id: 'support', paths: ['/support'], access: 'member', layout: 'app' },
  // The back-office page shown in staff's full-screen frame: no header of its own.
  { id: 'iframe', paths: ['/iframe'], access: 'member', layout: 'plain' },
  { id: 'marketing', paths: ['/marketing/:marketingLanguage'], access: 'public', layout: 'app', constraints: { marketingLanguage: ['en', 'fr'] } },
  { id: 'profile', paths: ['/u/:userAlias?'], access: 'public', layout: 'app' },
  { id: 'post', paths: ['/post/:authorId?/:postId?/:commentId?/:replyId?'], access: 'public', layout: 'app' },
  { id: 'getStarted', paths: ['/my-account/get-started'], access: 'member', layout: 'getStarted' },
  {
    id: 'getStartedProduct',
    paths: ['/my-account/get-started/:product'],
    access: 'member',
    layout: 'getStarted',
    constraints: { product: GET_STARTED_PRODUCTS.map(productSlug) },
  },
  { id: 'premium', paths: [`/my-account/${PREMIUM_PAGE_SLUG}`], access: 'member', layout: 'account' },
  { id: 'referral', paths: ['/my-account/referer-a-friend'], access: 'member', layout: 'account' },
  { id: 'coins', paths: ['/my-account/coins'], access: 'member', layout: 'account' },
  { id: 'broker', paths: ['/my-account/choose-a-broker'], access: 'member', layout: 'account' },
  { id: 'accountProfile', paths: ['/my-account/profile'], access: 'member', layout: 'account' },
  { id: 'security', paths: ['/my-account/security'], access: 'member', layout: 'account' },
  { id: 'blocked', paths: ['/my-account/blocked'], access: 'member', layout: 'account' },
  { id: 'privacy', paths: ['/my-account/privacy'], access: 'member', layout: 'account' },
  { id: 'orders', paths: ['/my-account/order-subscription'], access: 'member', layout: 'account' },
  { id: 'licences', paths: ['/my-account/licences'], access: 'member', layout: 'account' },
  { id: 'staff', paths: ['/my-account/staff'], access: 'member', layout: 'account', staffOnly: true },
  // Moderation (issue 25): the member's decisions and statements of reasons; staff's queue and cases.
  { id: 'decisions', paths: ['/my-account/decisions', '/my-account/decisions/:decisionId'], access: 'member', layout: 'account' },
  { id: 'moderation', paths: ['/my-account/moderation', '/my-account/moderation/:caseId'], access: 'member', layout: 'account', staffOnly: true },
  { id: 'upgrade', paths: ['/my-account/upgrade'], access: 'member', layout: 'account' },
  // The legal pages (issue 25): readable by anyone, linked from every layout's footer and the sign-up form.
  { id: 'legalTerms', paths: ['/legal/terms'], access: 'public', layout: 'app' },
  { id: 'legalPrivacy', paths: ['/legal/privacy'], access: 'public', layout: 'app' },
  { id: 'legalNotice', paths: ['/legal/notice'], access: 'public', layout: 'app' },
] as const satisfies readonly AppRoute[];

export type AppRouteId = (typeof APP_ROUTES)[number]['id'];

export interface RouteMatch {
  route: AppRoute;
  language: Language;
  params: Record<string, string | undefined>;
}

function matchPattern(pattern: string, path: string): Record<string, string | undefined> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (pathParts.length > patternParts.length) return null;
  const params: Record<string, string | undefined> = {};
  for (const [index, part] of patternParts.entries()) {
    const value = pathParts[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined && !optional) return null;
      if (value === undefined) {
        params[name] = undefined;
      } else {
        let decoded: string;
        try {
          decoded = decodeURIComponent(value);
        } catch {
          return null; // a malformed escape such as `%E0%A4%A` is a page that does not exist
        }
        if (!isCleanText(decoded)) return null; // nor is a NUL in an alias or an id
        params[name] = decoded;
      }
    } else if (value !== part) {
      return null;
    }
  }
  return params;
}

/** Finds the app route of a browser path (with or without the /en prefix); null means "page not found". */
export function matchAppRoute(pathname: string): RouteMatch | null {
  const { language, path } = splitLanguagePrefix(pathname);
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const route of APP_ROUTES as readonly AppRoute[]) {
    for (const pattern of route.paths) {
      const params = matchPattern(pattern, normalized);
      if (!params) continue;
      const allowed = Object.entries(route.constraints ?? {}).every(
        ([name, values]) => params[name] === undefined || values.includes(params[name] as string),
      );
      if (allowed) return { route, language, params };
    }
  }
  return null;
}

/** The canonical path of a route in a language (first pattern, no parameters). */
export function routePath(id: AppRouteId, language: Language = DEFAULT_LANGUAGE): string {
  const route = (APP_ROUTES as readonly AppRoute[]).find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  const path = (route.paths[0] as string).replace(/\/:[^/]+\?/g, '');
  return localizePath(path, language);
}
