import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MainContent } from '../../components/MainContent.tsx';
import { LanguageSwitch } from '../../features/i18n/LanguageSwitch.tsx';
import { useLocalizedPath } from '../../features/i18n/use-language.ts';
import { SiteFooter } from '../../features/legal/SiteFooter.tsx';
import { BrandLink } from '../../features/navigation/BrandLink.tsx';

/** Split screen: the form, then the legal footer, on one side; title, description and splash image on the other. */
export function AuthLayout() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <div className="flex flex-col px-5 py-6 sm:px-10">
        <header className="flex items-center justify-between gap-3">
          <BrandLink to={to('/auth')} />
          <LanguageSwitch />
        </header>
        <MainContent className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <Outlet />
        </MainContent>
        <SiteFooter className="-mx-5 pb-0 sm:-mx-10" />
      </div>
      <aside aria-label={t('auth:layout.label')} className="relative hidden overflow-hidden bg-slate-900 lg:block">
        <img src="/images/auth-splash.svg" alt="" className="absolute inset-0 size-full object-cover opacity-90" />
        <div className="relative flex h-full flex-col justify-end gap-4 bg-gradient-to-t from-slate-950/90 via-slate-950/40 to-transparent p-12 text-white">
          <p className="text-4xl leading-tight font-extrabold">{t('auth:layout.title')}</p>
          <p className="max-w-lg text-lg text-slate-200">{t('auth:layout.description')}</p>
        </div>
      </aside>
    </div>
  );
}
