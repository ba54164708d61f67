import { Outlet } from 'react-router';

/** Full-page flows without the header (onboarding). */
export function PlainLayout() {
  return (
    <main className="min-h-screen bg-white">
      <Outlet />
    </main>
  );
}
