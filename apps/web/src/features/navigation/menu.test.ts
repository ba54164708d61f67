import type { CurrentUser, PublicConfig } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../test/kit.ts';
import { externalUrl, MAIN_MENU, menuItemHref, visibleMenu } from './menu.ts';

const NOW = Date.now();
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({ canReadNewsUntil: inDays(30), hasSetInterests: false, ...overrides });
}

const config = {
  features: { upgrade: true, onboarding: false, notificationsBadge: true, ideasBadge: true },
  links: { courses: 'https://courses.test/', shop: 'https://shop.test/', helpCentre: { fr: 'https://help.test/fr/kb', en: 'https://help.test/en/kb' } },
} as unknown as PublicConfig;

const ids = (items: ReturnType<typeof visibleMenu>) => items.map((item) => item.id);

describe('main menu', () => {
  it('lists every entry of the spec for a free member, premium first, logout handled by the menu itself', () => {
    expect(ids(visibleMenu(MAIN_MENU, { user: member(), language: 'fr', config }))).toEqual([
      'premium', 'courses', 'coins', 'referral', 'shop', 'broker', 'account', 'software', 'help',
    ]);
  });

  it('hides premium once the member has premium (INFINITE), but not for an expired INFINITE', () => {
    const premium = member({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: inDays(10) });
    expect(ids(visibleMenu(MAIN_MENU, { user: premium, language: 'fr', config }))).not.toContain('premium');
    const expired = member({ activeSubscriptionName: 'INFINITE', activeSubscriptionUntil: inDays(-1) });
    expect(ids(visibleMenu(MAIN_MENU, { user: expired, language: 'fr', config }))).toContain('premium');
    const lifetime = member({ lifetimeSubscriptionName: 'INFINITE' });
    expect(ids(visibleMenu(MAIN_MENU, { user: lifetime, language: 'fr', config }))).not.toContain('premium');
  });

  it('shows upgrade only with a pro or proPlus licence, in French, with the flag on', () => {
    const pro = member({ products: ['pro'] });
    expect(ids(visibleMenu(MAIN_MENU, { user: pro, language: 'fr', config }))).toContain('upgrade');
    expect(ids(visibleMenu(MAIN_MENU, { user: member({ products: ['pro+'] }), language: 'fr', config }))).toContain('upgrade');
    expect(ids(visibleMenu(MAIN_MENU, { user: pro, language: 'en', config }))).not.toContain('upgrade');
    const flagOff = { ...config, features: { ...config.features, upgrade: false } };
    expect(ids(visibleMenu(MAIN_MENU, { user: pro, language: 'fr', config: flagOff }))).not.toContain('upgrade');
    expect(ids(visibleMenu(MAIN_MENU, { user: member({ products: ['scanner'] }), language: 'fr', config }))).not.toContain('upgrade');
  });

  it('keeps the account and software sub-entries', () => {
    const items = visibleMenu(MAIN_MENU, { user: member(), language: 'fr', config });
    expect(items.find((item) => item.id === 'account')?.subItems?.map((item) => item.id)).toEqual(['profile', 'orders']);
    expect(items.find((item) => item.id === 'software')?.subItems?.map((item) => item.id)).toEqual(['licences']);
  });

  it('points external entries at the configured sites', () => {
    const courses = MAIN_MENU.find((item) => item.id === 'courses')!;
    const shop = MAIN_MENU.find((item) => item.id === 'shop')!;
    expect(externalUrl(courses, { config })).toBe('https://courses.test/');
    expect(externalUrl(shop, { config })).toBe('https://shop.test/');
  });

  it('leads help to /support with the knowledge section of the language, the others to their page in the language', () => {
    const item = (id: string) => MAIN_MENU.find((entry) => entry.id === id)!;
    expect(menuItemHref(item('help'), { config, language: 'fr' })).toBe('/support?redirect_url=https%3A%2F%2Fhelp.test%2Ffr%2Fkb');
    expect(menuItemHref(item('help'), { config, language: 'en' })).toBe('/en/support?redirect_url=https%3A%2F%2Fhelp.test%2Fen%2Fkb');
    expect(menuItemHref(item('referral'), { config, language: 'en' })).toBe('/en/my-account/referer-a-friend');
    expect(menuItemHref(item('shop'), { config, language: 'en' })).toBe('https://shop.test/');
  });
});
