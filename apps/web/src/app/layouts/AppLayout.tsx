import { Outlet } from 'react-router';
import { MainContent } from '../../components/MainContent.tsx';
import { SiteFooter } from '../../features/legal/SiteFooter.tsx';
import { FloatingAddPostButton } from '../../features/navigation/FloatingAddPostButton.tsx';
import { Header } from '../../features/navigation/Header.tsx';
import { HeaderTabs } from '../../features/navigation/HeaderTabs.tsx';
import { MobileAppBanner } from '../../features/navigation/MobileAppBanner.tsx';
import { RestrictionNotice } from '../../features/moderation/RestrictionNotice.tsx';
import { PhoneGate } from '../../features/phone/PhoneGate.tsx';
import { useSession } from '../../features/session/session-context.ts';

/**
 * The social pages: mobile-app banner, header, content, the legal footer, and on phones (below 768 px)
 * the tabs as a bar fixed at the bottom of the screen with the round add-post button above it.
 */
export function AppLayout() {
  const { user } = useSession();
  return (
    <div className="min-h-screen">
      <MobileAppBanner />
      <Header />
      {/*
        Outside the header: its backdrop filter would make it the box a fixed bar is placed in. Next
        to it in the page's order, so the keyboard meets the tabs before the content, as on a desktop.
        The bar's height plus the phone's own bottom inset (viewport-fit=cover in index.html).
      */}
      {user && (
        <HeaderTabs
          placement="bottom"
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden"
        />
      )}
      <MainContent className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-4">
        <RestrictionNotice />
        <Outlet />
      </MainContent>
      {/* The page's end: room below it on phones so neither the bar nor the round button above it hides it. */}
      <SiteFooter className={user ? 'max-md:pb-[calc(9rem+env(safe-area-inset-bottom))]' : ''} />
      {user && <FloatingAddPostButton />}
      {user && <PhoneGate />}
    </div>
  );
}
