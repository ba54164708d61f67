import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { buttonClasses } from '../../components/Button.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { profilePath } from '../posts/post-links.ts';
import { HeaderSearch } from '../search/HeaderSearch.tsx';
import { ModerationBadge } from '../staff-moderation/ModerationBadge.tsx';
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
    // Above the round add-post button and the phone's bottom bar, so an open menu is never covered.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/*
        Every control keeps its width and the member's name gives way (cut with an ellipsis): from
        768 px the tabs sit here, the search field from 1280 px (a button opens it below), the
        create label and the name from 1024 px. Below 768 px the tabs are the bottom bar (AppLayout).
      */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 max-[359px]:px-2 sm:gap-3 sm:px-4">
        <BrandLink to={to('/')} compact={!user} />
        {user && <HeaderTabs placement="header" className="hidden shrink-0 md:block lg:ml-2" />}
        {user && <HeaderSearch />}
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {user ? (
            <>
              {/* On phones the round button above the bottom bar is the one way to write. */}
              <div className="hidden shrink-0 md:block">
                <CreateMenu />
              </div>
              <Link
                to={to(profilePath(user.alias ?? user.systemAlias))}
                title={user.displayName}
                className="flex min-w-0 items-center gap-2 rounded-full p-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:pr-3"
                data-testid="header-profile"
              >
                <Avatar name={user.displayName} src={user.pictureURL} size="small" />
                {/* The whole name for screen readers below 1024 px; shown from there, cut to fit (a long name never wraps). */}
                <span className="sr-only lg:hidden">{user.displayName}</span>
                <span className="hidden max-w-44 min-w-0 truncate text-sm font-medium text-slate-800 lg:block" data-testid="header-profile-name">
                  {user.displayName}
                </span>
              </Link>
              {/* Staff only: the moderation queue, with how many cases and appeals wait. */}
              <ModerationBadge />
              <div className="shrink-0">
                <MainMenu />
              </div>
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
    </header>
  );
}
