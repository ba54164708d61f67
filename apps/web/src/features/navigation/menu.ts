import type { CurrentUser, PublicConfig } from '@arya/core/contract';
import { canSeeUpgrade, isPremium, localizePath, PREMIUM_PAGE_SLUG, supportPath, type Language } from '@arya/core/rules';
import type { IconName } from '../../components/Icon.tsx';

export interface MenuContext {
  user: CurrentUser;
  language: Language;
  config: PublicConfig;
}

/** A main-menu entry (spec 1 §3 "Menu item"): internal paths are unprefixed and localized when rendered. */
export interface MenuItem {
  id: string;
  url: string;
  external: boolean;
  labelKey: string;
  icon: IconName;
  display: (context: MenuContext) => boolean;
  subItems?: MenuItem[];
}

const always = () => true;

export const MAIN_MENU: MenuItem[] = [
  { id: 'premium', url: `/my-account/${PREMIUM_PAGE_SLUG}`, external: false, labelKey: 'menu.premium', icon: 'star', display: ({ user }) => !isPremium(user) },
  { id: 'upgrade', url: '/my-account/upgrade', external: false, labelKey: 'menu.upgrade', icon: 'rocket', display: ({ user, language, config }) => canSeeUpgrade(user, language, config.features.upgrade) },
  { id: 'courses', url: 'courses', external: true, labelKey: 'menu.courses', icon: 'academic', display: always },
  { id: 'coins', url: '/my-account/coins', external: false, labelKey: 'menu.coins', icon: 'coins', display: always },
  { id: 'referral', url: '/my-account/referer-a-friend', external: false, labelKey: 'menu.referral', icon: 'gift', display: always },
  { id: 'shop', url: 'shop', external: true, labelKey: 'menu.shop', icon: 'bag', display: always },
  { id: 'broker', url: '/my-account/choose-a-broker', external: false, labelKey: 'menu.broker', icon: 'bank', display: always },
  {
    id: 'account',
    url: '/my-account/profile',
    external: false,
    labelKey: 'menu.account',
    icon: 'user',
    display: always,
    subItems: [
      { id: 'profile', url: '/my-account/profile', external: false, labelKey: 'menu.profile', icon: 'user', display: always },
      { id: 'orders', url: '/my-account/order-subscription', external: false, labelKey: 'menu.orders', icon: 'receipt', display: always },
    ],
  },
  {
    id: 'software',
    url: '/my-account/licences',
    external: false,
    labelKey: 'menu.software',
    icon: 'cpu',
    display: always,
    subItems: [{ id: 'licences', url: '/my-account/licences', external: false, labelKey: 'menu.licences', icon: 'key', display: always }],
  },
  { id: 'help', url: '/support', external: false, labelKey: 'menu.help', icon: 'help', display: always },
];

/** The external address of an external entry, from the configuration. */
export function externalUrl(item: MenuItem, { config }: Pick<MenuContext, 'config'>): string {
  if (item.url === 'courses') return config.links.courses;
  if (item.url === 'shop') return config.links.shop;
  return item.url;
}

/**
 * Where an entry leads, in the current language: external entries to their site, help to /support
 * with the knowledge section of the language to open (spec 1 §2), the others to their page.
 */
export function menuItemHref(item: MenuItem, context: Pick<MenuContext, 'config' | 'language'>): string {
  if (item.external) return externalUrl(item, context);
  if (item.id === 'help') return supportPath(context.language, context.config.links.helpCentre);
  return localizePath(item.url, context.language);
}

export function visibleMenu(items: MenuItem[], context: MenuContext): MenuItem[] {
  return items
    .filter((item) => item.display(context))
    .map((item) => (item.subItems ? { ...item, subItems: visibleMenu(item.subItems, context) } : item));
}
