import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Dropdown, menuItemClasses } from '../../components/Dropdown.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useLanguage, useLocalizedPath } from '../i18n/use-language.ts';
import { useCurrentUser, useSession } from '../session/session-context.ts';
import { usePublicConfig } from '../system/config-queries.ts';
import { externalUrl, MAIN_MENU, visibleMenu, type MenuItem } from './menu.ts';

/** The settings menu of spec 1 §2, each entry shown by its rule. */
export function MainMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const language = useLanguage();
  const config = usePublicConfig();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const items = visibleMenu(MAIN_MENU, { user, language, config });

  const renderItem = (item: MenuItem, close: () => void, nested = false) => {
    const content = (
      <>
        <Icon name={item.icon} className={nested ? 'size-4 text-slate-400' : 'size-5 text-slate-500'} />
        <span className="flex-1">{t(item.labelKey)}</span>
        {item.external && <Icon name="external" className="size-4 text-slate-400" />}
      </>
    );
    const classes = nested ? `${menuItemClasses} pl-10` : menuItemClasses;
    return item.external ? (
      <a key={item.id} role="menuitem" href={externalUrl(item, { config })} target="_blank" rel="noreferrer" className={classes} onClick={close}>
        {content}
      </a>
    ) : (
      <Link key={item.id} role="menuitem" to={to(item.url)} className={classes} onClick={close}>
        {content}
      </Link>
    );
  };

  return (
    <Dropdown
      label={t('menu.label')}
      triggerClassName="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
      trigger={<Icon name="settings" />}
    >
      {(close) => (
        <>
          {items.map((item) =>
            item.subItems?.length ? (
              <div key={item.id} role="group" aria-label={t(item.labelKey)}>
                <p className="flex items-center gap-3 px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  <Icon name={item.icon} className="size-4" /> {t(item.labelKey)}
                </p>
                {item.subItems.map((sub) => renderItem(sub, close, true))}
              </div>
            ) : (
              renderItem(item, close)
            ),
          )}
          <div className="my-2 border-t border-slate-100" />
          <div className="flex items-center justify-between px-4 py-1 text-sm text-slate-600">
            {t('language.label')}
            <LanguageSwitch />
          </div>
          <button
            role="menuitem"
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
