import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { buttonClasses } from '../../components/Button.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { profilePath } from '../posts/post-links.ts';
import { HeaderSearch } from '../search/HeaderSearch.tsx';
import { useSession } from '../session/session-context.ts';
import { BrandLink } from './BrandLink.tsx';
import { CreateMenu } from './CreateMenu.tsx';
import { HeaderTabs } from './HeaderTabs.tsx';
import { MainMenu } from './MainMenu.tsx';

/** The authenticated header; visitors on public pages see sign-in and sign-up buttons instead. */
export function Header() {
  const { t } = useTranslation();
  const { user } = useSession();
  const to = useLocalizedPath();
  return (
    // Above the round add-post button, so an open menu is never covered by it.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 max-[359px]:px-2 sm:gap-3 sm:px-4">
        <BrandLink to={to('/')} compact={!user} />
        {user && <HeaderTabs className="ml-4 hidden md:block" />}
        {user && <HeaderSearch />}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {user ? (
            <>
              {/* On phones the round button below is the one way to write. */}
              <div className="hidden md:block">
                <CreateMenu />
              </div>
              <Link
                to={to(profilePath(user.alias ?? user.systemAlias))}
                className="flex min-w-0 items-center gap-2 rounded-full p-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:pr-2"
                data-testid="header-profile"
              >
                <Avatar name={user.displayName} src={user.pictureURL} size="small" />
                {/* The name stays readable by screen readers when it is hidden on small screens. */}
                <span className="sr-only max-w-36 truncate text-sm font-medium text-slate-800 lg:not-sr-only">{user.displayName}</span>
              </Link>
              <MainMenu />
            </>
          ) : (
            <>
              <span className="hidden sm:block">
                <LanguageSwitch />
              </span>
              {/* Narrower on the smallest phones, so both buttons fit beside the logo at 320 px. */}
              <Link to={to('/auth')} className={`${buttonClasses({ color: 'gray', outline: true, size: 'small' })} max-[359px]:px-2`}>
                {t('auth:signIn.submit')}
              </Link>
              <Link to={to('/register')} className={`${buttonClasses({ size: 'small' })} max-[359px]:px-2`}>
                {t('auth:register.submit')}
              </Link>
            </>
          )}
        </div>
      </div>
      {user && <HeaderTabs className="border-t border-slate-100 px-1 py-1 md:hidden" />}
    </header>
  );
}
