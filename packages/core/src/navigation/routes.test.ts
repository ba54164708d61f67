import { describe, expect, it } from 'vitest';
import { APP_ROUTES, GET_STARTED_PRODUCTS, PREMIUM_PAGE_SLUG, matchAppRoute, productSlug, routePath, type AppRouteId } from './routes.ts';

type Params = Record<string, string | undefined>;

/** One path per pattern of the route table (paths without the language prefix). */
const ROUTE_CASES: readonly [path: string, id: AppRouteId, params: Params][] = [
  ['/', 'home', {}],
  ['/auth', 'auth', {}],
  ['/register', 'register', {}],
  ['/password', 'password', {}],
  ['/on-boarding', 'onBoarding', {}],
  ['/ideas', 'ideas', {}],
  ['/notifications', 'notifications', {}],
  ['/crypto', 'crypto', {}],
  ['/cryptos', 'crypto', {}],
  ['/shop', 'shop', {}],
  ['/eshop', 'shop', {}],
  ['/support', 'support', {}],
  ['/iframe', 'iframe', {}],
  ['/marketing/en', 'marketing', { marketingLanguage: 'en' }],
  ['/marketing/fr', 'marketing', { marketingLanguage: 'fr' }],
  ['/u', 'profile', { userAlias: undefined }],
  ['/u/some-alias', 'profile', { userAlias: 'some-alias' }],
  ['/post', 'post', { authorId: undefined, postId: undefined, commentId: undefined, replyId: undefined }],
  ['/post/a', 'post', { authorId: 'a', postId: undefined, commentId: undefined, replyId: undefined }],
  ['/post/a/b', 'post', { authorId: 'a', postId: 'b', commentId: undefined, replyId: undefined }],
  ['/post/a/b/c', 'post', { authorId: 'a', postId: 'b', commentId: 'c', replyId: undefined }],
  ['/post/a/b/c/d', 'post', { authorId: 'a', postId: 'b', commentId: 'c', replyId: 'd' }],
  ['/my-account/get-started', 'getStarted', {}],
  ['/my-account/get-started/arya-pro', 'getStartedProduct', { product: 'arya-pro' }],
  ['/my-account/arya-premium', 'premium', {}],
  ['/my-account/referer-a-friend', 'referral', {}],
  ['/my-account/coins', 'coins', {}],
  ['/my-account/choose-a-broker', 'broker', {}],
  ['/my-account/profile', 'accountProfile', {}],
  ['/my-account/security', 'security', {}],
  ['/my-account/blocked', 'blocked', {}],
  ['/my-account/privacy', 'privacy', {}],
  ['/my-account/order-subscription', 'orders', {}],
  ['/my-account/licences', 'licences', {}],
  ['/my-account/upgrade', 'upgrade', {}],
  ['/my-account/staff', 'staff', {}],
  ['/my-account/decisions', 'decisions', {}],
  ['/my-account/decisions/42', 'decisions', { decisionId: '42' }],
  ['/my-account/moderation', 'moderation', {}],
  ['/my-account/moderation/7', 'moderation', { caseId: '7' }],
  ['/legal/terms', 'legalTerms', {}],
  ['/legal/privacy', 'legalPrivacy', {}],
  ['/legal/notice', 'legalNotice', {}],
  ['/ideas/how-outcomes-are-measured', 'outcomesMethod', {}],
  ['/instruments/EURUSD', 'instrument', { symbol: 'EURUSD' }],
];

describe('matchAppRoute, the route table', () => {
  it('has a case for every route and every alias of the table', () => {
    const covered = new Set(ROUTE_CASES.map(([, id]) => id));
    expect([...covered].sort()).toEqual(APP_ROUTES.map((route) => route.id).sort());
    expect(ROUTE_CASES.filter(([path]) => path === '/cryptos' || path === '/eshop')).toHaveLength(2);
  });

  it.each(ROUTE_CASES)('French %s → %s', (path, id, params) => {
    const match = matchAppRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.language).toBe('fr');
    expect(match?.params).toEqual(params);
  });

  it.each(ROUTE_CASES)('English /en%s → %s', (path, id, params) => {
    const match = matchAppRoute(path === '/' ? '/en' : `/en${path}`);
    expect(match?.route.id).toBe(id);
    expect(match?.language).toBe('en');
    expect(match?.params).toEqual(params);
  });

  it('matches /en/ as the English home', () => {
    expect(matchAppRoute('/en/')).toMatchObject({ route: { id: 'home' }, language: 'en' });
  });

  it('gives the access rules of spec 1 §4: sign-in pages for guests, profile, post and the offer pages public, the rest for members', () => {
    const byAccess = (access: string) => APP_ROUTES.filter((route) => route.access === access).map((route) => route.id).sort();
    expect(byAccess('guest')).toEqual(['auth', 'password', 'register']);
    // The offer's pages (marketing, crypto, shop) are for visitors too (issue 23), the legal pages (issue 25), how ideas are measured and the instruments' pages (issue 28).
    expect(byAccess('public')).toEqual(['crypto', 'instrument', 'legalNotice', 'legalPrivacy', 'legalTerms', 'marketing', 'outcomesMethod', 'post', 'profile', 'shop']);
    expect(byAccess('member')).toHaveLength(APP_ROUTES.length - 13);
  });
});

describe('matchAppRoute, constraints', () => {
  it.each(GET_STARTED_PRODUCTS)('accepts the product page of %s with the family name', (product) => {
    const match = matchAppRoute(`/my-account/get-started/arya-${product}`);
    expect(match?.route.id).toBe('getStartedProduct');
    expect(match?.params).toEqual({ product: `arya-${product}` });
  });

  it.each(['foo', 'pro', 'arya', 'arya-premium', 'ARYA-PRO', 'arya-pro-x'])('rejects /my-account/get-started/%s', (product) => {
    expect(matchAppRoute(`/my-account/get-started/${product}`)).toBeNull();
    expect(matchAppRoute(`/en/my-account/get-started/${product}`)).toBeNull();
  });

  it.each(['de', 'EN', 'es', 'english'])('rejects /marketing/%s', (language) => {
    expect(matchAppRoute(`/marketing/${language}`)).toBeNull();
  });

  it('requires the marketing language', () => {
    expect(matchAppRoute('/marketing')).toBeNull();
    expect(matchAppRoute('/en/marketing')).toBeNull();
  });

  it('builds product slugs with the family name', () => {
    expect(productSlug('trade-manager')).toBe('arya-trade-manager');
    expect(PREMIUM_PAGE_SLUG).toBe('arya-premium');
  });
});

describe('matchAppRoute, path shapes', () => {
  it('ignores a trailing slash', () => {
    expect(matchAppRoute('/ideas/')?.route.id).toBe('ideas');
    expect(matchAppRoute('/en/ideas/')?.route.id).toBe('ideas');
    expect(matchAppRoute('/u/some-alias/')?.params).toEqual({ userAlias: 'some-alias' });
    expect(matchAppRoute('/my-account/get-started/arya-pro/')?.route.id).toBe('getStartedProduct');
    expect(matchAppRoute('/ideas//')?.route.id).toBe('ideas');
  });

  it('decodes parameters', () => {
    expect(matchAppRoute('/u/jean%20dupont')?.params).toEqual({ userAlias: 'jean dupont' });
    expect(matchAppRoute('/en/instruments/MC.PA')?.params).toEqual({ symbol: 'MC.PA' });
    expect(matchAppRoute('/post/a%2Fb/c')?.params).toMatchObject({ authorId: 'a/b', postId: 'c' });
  });

  it('treats a malformed escape as a page that does not exist instead of throwing', () => {
    expect(() => matchAppRoute('/u/100%')).not.toThrow();
    expect(matchAppRoute('/u/100%')).toBeNull();
    expect(matchAppRoute('/en/post/a/%E0%A4%A')).toBeNull();
  });

  it.each(['/unknown', '/en/unknown', '/idea', '/ideas-x', '/IDEAS', '/my-account', '/my-account/premium', '/fr/ideas', '/english', '/english/ideas', '/instruments'])(
    'returns null for the unknown page %s',
    (path) => {
      expect(matchAppRoute(path)).toBeNull();
    },
  );

  it.each([
    '/ideas/extra',
    '/auth/x',
    '/u/some-alias/extra',
    '/post/a/b/c/d/e',
    '/en/post/a/b/c/d/e',
    '/marketing/en/x',
    '/my-account/get-started/arya-pro/x',
    '/my-account/profile/x',
    '/instruments/EURUSD/posts',
  ])('returns null for too many segments: %s', (path) => {
    expect(matchAppRoute(path)).toBeNull();
  });
});

describe('routePath', () => {
  it.each([
    ['home', '/', '/en'],
    ['auth', '/auth', '/en/auth'],
    ['register', '/register', '/en/register'],
    ['password', '/password', '/en/password'],
    ['onBoarding', '/on-boarding', '/en/on-boarding'],
    ['ideas', '/ideas', '/en/ideas'],
    ['notifications', '/notifications', '/en/notifications'],
    ['crypto', '/crypto', '/en/crypto'],
    ['shop', '/shop', '/en/shop'],
    ['support', '/support', '/en/support'],
    ['iframe', '/iframe', '/en/iframe'],
    ['profile', '/u', '/en/u'],
    ['post', '/post', '/en/post'],
    ['getStarted', '/my-account/get-started', '/en/my-account/get-started'],
    ['premium', '/my-account/arya-premium', '/en/my-account/arya-premium'],
    ['referral', '/my-account/referer-a-friend', '/en/my-account/referer-a-friend'],
    ['coins', '/my-account/coins', '/en/my-account/coins'],
    ['broker', '/my-account/choose-a-broker', '/en/my-account/choose-a-broker'],
    ['accountProfile', '/my-account/profile', '/en/my-account/profile'],
    ['security', '/my-account/security', '/en/my-account/security'],
    ['orders', '/my-account/order-subscription', '/en/my-account/order-subscription'],
    ['licences', '/my-account/licences', '/en/my-account/licences'],
    ['upgrade', '/my-account/upgrade', '/en/my-account/upgrade'],
    ['staff', '/my-account/staff', '/en/my-account/staff'],
  ] as const)('%s is %s in French and %s in English', (id, fr, en) => {
    expect(routePath(id, 'fr')).toBe(fr);
    expect(routePath(id, 'en')).toBe(en);
    expect(matchAppRoute(fr)?.route.id).toBe(id);
    expect(matchAppRoute(en)?.route.id).toBe(id);
  });

  it('defaults to French', () => {
    expect(routePath('ideas')).toBe('/ideas');
    expect(routePath('home')).toBe('/');
  });

  it('uses the first pattern as the canonical one', () => {
    expect(routePath('crypto', 'en')).toBe('/en/crypto');
    expect(routePath('shop')).toBe('/shop');
  });

  it('throws for an id that is not in the table', () => {
    expect(() => routePath('nope' as AppRouteId)).toThrow('Unknown route nope');
  });
});
