import { Outlet } from 'react-router';
import { Header } from '../../features/navigation/Header.tsx';
import { FloatingAddPostButton } from '../../features/navigation/FloatingAddPostButton.tsx';
import { MobileAppBanner } from '../../features/navigation/MobileAppBanner.tsx';
import { useSession } from '../../features/session/session-context.ts';

/** The social pages: header, mobile-app banner, content, and the round add-post button on small screens. */
export function AppLayout() {
  const { user } = useSession();
  return (
    <div className="min-h-screen">
      <MobileAppBanner />
      <Header />
      <main className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-4">
        <Outlet />
      </main>
      {user && <FloatingAddPostButton />}
    </div>
  );
}
