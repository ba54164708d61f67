import { formatCount, LANGUAGES } from '@arya/core/rules';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dropdown, menuItemClasses, menuItemProps, MenuSeparator } from '../../components/Dropdown.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useCoursesClick } from '../courses/use-open-course-platform.ts';
import { useLanguage, useLocalizedPath } from '../i18n/use-language.ts';
import { useSwitchLanguage } from '../i18n/use-switch-language.ts';
import { useCurrentUser, useSession } from '../session/session-context.ts';
import { usePublicConfig } from '../system/config-queries.ts';
import { MAIN_MENU, menuItemHref, visibleMenu, type MenuItem } from './menu.ts';

/** The settings menu of spec 1 §2, each entry shown by its rule, then the language and logout. */
export function MainMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const config = usePublicConfig();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const ids = useId();
  const items = visibleMenu(MAIN_MENU, { user, language, config });
  const openCourses = useCoursesClick();
  // The coins the member may use now (the wheel's prize counts once their phone is verified).
  const coinsBalance = formatCount(user.coins.available, language);

  const renderItem = (item: MenuItem, close: () => void, nested = false) => {
    const content = (
      <>
        <Icon name={item.icon} className={nested ? 'size-4 text-slate-500' : 'size-5 text-slate-500'} />
        <span className="flex-1">
          {t(item.labelKey)}
          {/* The balance is part of the entry's name: "My coins, balance: 1,250". */}
          {item.id === 'coins' && <span className="sr-only">{`, ${t('menu.coinsBalance', { formatted: coinsBalance })}`}</span>}
        </span>
        {item.id === 'coins' && (
          <span aria-hidden="true" className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 tabular-nums" data-testid="menu-coins-balance">
            {coinsBalance}
          </span>
        )}
        {item.external && <Icon name="external" className="size-4 text-slate-500" />}
      </>
    );
    const classes = nested ? `${menuItemClasses} pl-10` : menuItemClasses;
    const href = menuItemHref(item, { config, language });
    return item.external ? (
      <a
        key={item.id}
        {...menuItemProps}
        href={href}
        target="_blank"
        rel="noreferrer"
        className={classes}
        onClick={
          item.id === 'courses'
            ? (event) => {
                close();
                openCourses(event);
              }
            : close
        }
      >
        {content}
      </a>
    ) : (
      <Link key={item.id} {...menuItemProps} to={href} className={classes} onClick={close}>
        {content}
      </Link>
    );
  };

  return (
    <Dropdown
      label={t('menu.label')}
      triggerClassName="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      trigger={<Icon name="settings" />}
    >
      {(close) => (
        <>
          {items.map((item) =>
            item.subItems?.length ? (
              <div key={item.id} role="group" aria-labelledby={`${ids}-${item.id}`}>
                <p id={`${ids}-${item.id}`} role="presentation" className="flex items-center gap-3 px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <Icon name={item.icon} className="size-4" /> {t(item.labelKey)}
                </p>
                {item.subItems.map((sub) => renderItem(sub, close, true))}
              </div>
            ) : (
              renderItem(item, close)
            ),
          )}
          <MenuSeparator />
          {/* The languages are radio entries of the menu: choosing one closes it and the page changes language at once. */}
          <div role="group" aria-labelledby={`${ids}-language`} className="flex items-center gap-3 px-4 py-1">
            <span id={`${ids}-language`} role="presentation" className="flex-1 text-sm text-slate-700">
              {t('language.label')}
            </span>
            {LANGUAGES.map((option) => (
              <button
                key={option}
                type="button"
                role="menuitemradio"
                tabIndex={-1}
                aria-checked={option === language}
                lang={option}
                onClick={() => {
                  close();
                  switchLanguage(option);
                }}
                className={clsx(
                  'inline-flex h-8 min-w-16 items-center justify-center rounded-full border px-2 text-xs font-semibold focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600',
                  option === language ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-100',
                )}
              >
                {t(`language.${option}`)}
              </button>
            ))}
          </div>
          <MenuSeparator />
          <button
            {...menuItemProps}
            type="button"
            className={`${menuItemClasses} text-red-700`}
            onClick={async () => {
              close();
              await signOut();
              void navigate(to('/auth'), { replace: true });
            }}
          >
            <Icon name="logout" className="size-5" /> {t('menu.logout')}
          </button>
        </>
      )}
    </Dropdown>
  );
}
