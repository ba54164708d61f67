import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MainContent } from '../../components/MainContent.tsx';
import { AccountNavigation } from '../../features/account/components/AccountNavigation.tsx';
import { CommunityLinks } from '../../features/account/components/CommunityLinks.tsx';
import { StoreBadges } from '../../features/account/components/StoreBadges.tsx';
import { SiteFooter } from '../../features/legal/SiteFooter.tsx';
import { Header } from '../../features/navigation/Header.tsx';
import { MobileAppBanner } from '../../features/navigation/MobileAppBanner.tsx';

/** The account area: left navigation with community links and app-store badges, the page beside it, the legal footer. */
export function AccountLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen">
      <MobileAppBanner />
      <Header />
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-3 py-6 sm:px-4 md:grid-cols-[17rem_minmax(0,1fr)] md:grid-rows-[auto_1fr]">
        <div className="min-w-0 md:col-start-1 md:row-start-1">
          <AccountNavigation />
        </div>
        <MainContent className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">{children ?? <Outlet />}</MainContent>
        <aside aria-label={t('account:community.label')} className="flex flex-col gap-4 md:col-start-1 md:row-start-2">
          <CommunityLinks />
          <StoreBadges />
        </aside>
      </div>
      <SiteFooter />
    </div>
  );
}
