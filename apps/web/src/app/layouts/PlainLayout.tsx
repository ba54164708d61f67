import { Outlet } from 'react-router';
import { MainContent } from '../../components/MainContent.tsx';
import { useLocalizedPath } from '../../features/i18n/use-language.ts';
import { BrandLink } from '../../features/navigation/BrandLink.tsx';

/** Full-page flows without the navigation (onboarding): the logo on top, the page below. */
export function PlainLayout() {
  const to = useLocalizedPath();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="flex justify-center px-6 pt-8">
        <BrandLink to={to('/')} />
      </header>
      <MainContent className="flex-1">
        <Outlet />
      </MainContent>
    </div>
  );
}
