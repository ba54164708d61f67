import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { buttonClasses } from '../../components/Button.tsx';
import { Logo } from '../../components/Logo.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { useSession } from '../session/session-context.ts';
import { CreateMenu } from './CreateMenu.tsx';
import { HeaderTabs } from './HeaderTabs.tsx';
import { MainMenu } from './MainMenu.tsx';

/** The authenticated header; visitors on public pages see sign-in and sign-up buttons instead. */
export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  const to = useLocalizedPath();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-4">
        <Link to={to('/')} aria-label={t('home')} className="shrink-0">
          <Logo />
        </Link>
        {user && <HeaderTabs className="ml-4 hidden md:block" />}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <CreateMenu />
              <Link to={to('/my-account/profile')} className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100" data-testid="header-profile">
                <Avatar name={user.displayName} src={user.pictureURL} size="small" />
                <span className="hidden max-w-36 truncate text-sm font-medium text-slate-800 lg:inline">{user.displayName}</span>
              </Link>
              <MainMenu />
            </>
          ) : (
            <>
              <span className="hidden sm:block">
                <LanguageSwitch />
              </span>
              <Link to={to('/auth')} className={buttonClasses({ color: 'gray', outline: true, size: 'small' })}>
                {t('auth:signIn.submit')}
              </Link>
              <Link to={to('/register')} className={buttonClasses({ size: 'small' })}>
                {t('auth:register.submit')}
              </Link>
            </>
          )}
        </div>
      </div>
      {user && <HeaderTabs className="border-t border-slate-100 px-2 py-1 md:hidden" />}
    </header>
  );
}
