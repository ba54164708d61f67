import { Outlet } from 'react-router';
import { MainContent } from '../../components/MainContent.tsx';
import { FloatingAddPostButton } from '../../features/navigation/FloatingAddPostButton.tsx';
import { Header } from '../../features/navigation/Header.tsx';
import { MobileAppBanner } from '../../features/navigation/MobileAppBanner.tsx';
import { PhoneGate } from '../../features/phone/PhoneGate.tsx';
import { useSession } from '../../features/session/session-context.ts';

/** The social pages: mobile-app banner, header, content, and the round add-post button on small screens. */
export function AppLayout() {
  const { user } = useSession();
  return (
    <div className="min-h-screen">
      <MobileAppBanner />
      <Header />
      {/* Room at the bottom on phones so the round button never hides the end of the page. */}
      <MainContent className="mx-auto w-full max-w-3xl px-3 py-6 max-md:pb-24 sm:px-4">
        <Outlet />
      </MainContent>
      {user && <FloatingAddPostButton />}
      {user && <PhoneGate />}
    </div>
  );
}
