import type { AppRouteId } from '@arya/core/rules';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, loaded when its route is opened. */
export const PAGES: Record<AppRouteId, () => Promise<PageModule>> = {
  home: () => import('../features/feed/pages/HomePage.tsx'),
  auth: () => import('../features/auth/pages/SignInPage.tsx'),
  register: () => import('../features/auth/pages/RegisterPage.tsx'),
  password: () => import('../features/auth/pages/PasswordPage.tsx'),
  onBoarding: () => import('../features/onboarding/pages/OnBoardingPage.tsx'),
  ideas: () => import('../features/ideas/pages/IdeasPage.tsx'),
  outcomesMethod: () => import('../features/ideas/pages/OutcomesMethodPage.tsx'),
  instrument: () => import('../features/instruments/pages/InstrumentPage.tsx'),
  notifications: () => import('../features/notifications/pages/NotificationsPage.tsx'),
  crypto: () => import('../features/products/pages/CryptoPage.tsx'),
  shop: () => import('../features/products/pages/ShopPage.tsx'),
  support: () => import('../features/system/pages/SupportPage.tsx'),
  iframe: () => import('../features/system/pages/IframePage.tsx'),
  marketing: () => import('../features/system/pages/MarketingPage.tsx'),
  profile: () => import('../features/users/pages/ProfilePage.tsx'),
  post: () => import('../features/posts/pages/PostPage.tsx'),
  getStarted: () => import('../features/products/pages/GetStartedPage.tsx'),
  getStartedProduct: () => import('../features/products/pages/ProductPage.tsx'),
  premium: () => import('../features/billing/pages/PremiumPage.tsx'),
  referral: () => import('../features/referral/pages/ReferralPage.tsx'),
  coins: () => import('../features/coins/pages/CoinsPage.tsx'),
  broker: () => import('../features/licences/pages/BrokerPage.tsx'),
  accountProfile: () => import('../features/account/pages/AccountProfilePage.tsx'),
  security: () => import('../features/account-security/pages/AccountSecurityPage.tsx'),
  blocked: () => import('../features/relations/pages/RelationsPage.tsx'),
  privacy: () => import('../features/privacy/pages/PrivacyPage.tsx'),
  orders: () => import('../features/billing/pages/OrdersPage.tsx'),
  licences: () => import('../features/licences/pages/LicencesPage.tsx'),
  upgrade: () => import('../features/products/pages/UpgradePage.tsx'),
  staff: () => import('../features/staff/pages/StaffPage.tsx'),
  moderation: () => import('../features/staff-moderation/pages/ModerationPage.tsx'),
  decisions: () => import('../features/moderation/pages/DecisionsPage.tsx'),
  legalTerms: () => import('../features/legal/pages/LegalPage.tsx'),
  legalPrivacy: () => import('../features/legal/pages/LegalPage.tsx'),
  legalNotice: () => import('../features/legal/pages/LegalPage.tsx'),
};

/**
 * Pages that show deferred translations (billing, licences, referral, staff, onboarding…): their
 * route loads that language's chunk beside the page's own. Any other page that asks for one still
 * works: it waits for the chunk (Suspense) before showing.
 */
export const PAGES_WITH_DEFERRED_TRANSLATIONS: ReadonlySet<AppRouteId> = new Set<AppRouteId>([
  'onBoarding',
  'getStarted',
  'getStartedProduct',
  'shop',
  'premium',
  'referral',
  'coins',
  'broker',
  'orders',
  'licences',
  'upgrade',
  'staff',
  'moderation',
  'decisions',
  'iframe',
  'security',
  'privacy',
]);
