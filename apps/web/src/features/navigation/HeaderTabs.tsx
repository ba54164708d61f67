import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '../../components/CountBadge.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { useCoursesClick } from '../courses/use-open-course-platform.ts';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { usePublicConfig } from '../system/config-queries.ts';
import { useHeaderCounts } from './header-counts.ts';

interface Tab {
  id: 'home' | 'ideas' | 'courses' | 'notifications';
  icon: IconName;
  path?: string;
}

const TABS: Tab[] = [
  { id: 'home', icon: 'home', path: '/' },
  { id: 'ideas', icon: 'lightbulb', path: '/ideas' },
  { id: 'courses', icon: 'academic' },
  { id: 'notifications', icon: 'bell', path: '/notifications' },
];

// The icon over its label, in the header as in the phone's bottom bar: four tabs take about 300 px,
// which leaves the header room for search, create, the member and the menu from 768 px. The
// current one is tinted and bold.
const tabClasses = (active: boolean) =>
  clsx(
    'relative flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-xs whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600 max-[359px]:px-1 max-[359px]:text-[11px] md:min-w-16',
    active ? 'bg-indigo-50 font-semibold text-indigo-700' : 'font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Home, ideas, courses (external course platform) and notifications, with their count badges: in
 * the header from 768 px, as a bar fixed at the bottom of the screen below (`placement`).
 */
export function HeaderTabs({ placement = 'header', className }: { placement?: 'header' | 'bottom'; className?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const config = usePublicConfig();
  const counts = useHeaderCounts();
  const openCourses = useCoursesClick();
  // "/en/" is the English home as much as "/en": a trailing slash does not change the current tab.
  const here = withoutTrailingSlash(useLocation().pathname);
  return (
    <nav aria-label={t('tabs.label')} className={className} data-placement={placement}>
      <ul className={clsx('flex items-center gap-1', placement === 'bottom' && 'px-1')}>
        {TABS.map((tab) => {
          const badge =
            tab.id === 'notifications' && config.features.notificationsBadge
              ? counts.notifications
              : tab.id === 'ideas' && config.features.ideasBadge
                ? counts.ideas
                : 0;
          const inner = (
            <>
              <Icon name={tab.icon} />
              {/* Beside the icon's top right corner (the icon is 20 px wide, centred): "9+" never covers it. */}
              <CountBadge count={badge} label={t('tabs.badge', { count: badge })} className="absolute top-0 left-1/2 ml-2.5" />
              <span>{t(`tabs.${tab.id}`)}</span>
            </>
          );
          const current = tab.path !== undefined && here === withoutTrailingSlash(to(tab.path));
          return (
            <li key={tab.id} className={placement === 'bottom' ? 'min-w-0 flex-1' : 'shrink-0'}>
              {tab.path ? (
                <Link to={to(tab.path)} aria-current={current ? 'page' : undefined} className={tabClasses(current)}>
                  {inner}
                </Link>
              ) : (
                <a href={config.links.courses} target="_blank" rel="noreferrer" className={tabClasses(false)} onClick={openCourses}>
                  {inner}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
