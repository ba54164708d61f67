import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AccountNavigation } from '../../features/account/components/AccountNavigation.tsx';
import { CommunityLinks } from '../../features/account/components/CommunityLinks.tsx';
import { StoreBadges } from '../../features/account/components/StoreBadges.tsx';
import { Header } from '../../features/navigation/Header.tsx';
import { MobileAppBanner } from '../../features/navigation/MobileAppBanner.tsx';

/** The account area: left navigation with community links and app-store badges, the page beside it. */
export function AccountLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="min-h-screen">
      <MobileAppBanner />
      <Header />
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-3 py-6 sm:px-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="flex min-w-0 flex-col gap-6">
          <AccountNavigation />
          <div className="hidden flex-col gap-4 md:flex">
            <CommunityLinks />
            <StoreBadges />
          </div>
        </aside>
        <main className="min-w-0">{children ?? <Outlet />}</main>
        <div className="flex flex-col gap-4 md:hidden">
          <CommunityLinks />
          <StoreBadges />
        </div>
      </div>
    </div>
  );
}
