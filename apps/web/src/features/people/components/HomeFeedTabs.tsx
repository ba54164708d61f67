import type { HomeFeed } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-language.ts';

/** The home feed's two tabs: everyone's posts, and the posts of the members one follows (`?feed=following`). */
export function HomeFeedTabs({ current }: { current: HomeFeed }) {
  const { t } = useTranslation('people');
  const to = useLocalizedPath();
  const tabs: { feed: HomeFeed; href: string }[] = [
    { feed: 'all', href: to('/') },
    { feed: 'following', href: `${to('/')}?feed=following` },
  ];
  return (
    <nav aria-label={t('home.tabs_label')} className="mb-4">
      <ul className="flex rounded-xl border border-slate-200 bg-white p-1">
        {tabs.map((tab) => (
          <li key={tab.feed} className="flex-1">
            <Link
              to={tab.href}
              aria-current={current === tab.feed ? 'page' : undefined}
              data-testid={`home-tab-${tab.feed}`}
              className={clsx(
                'block rounded-lg px-3 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
                current === tab.feed ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {t(`home.${tab.feed}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
