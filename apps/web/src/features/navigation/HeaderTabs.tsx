import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
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

// On phones the four tabs share the width (down to 320 px); the current one is tinted and bold.
const tabClasses = (active: boolean) =>
  clsx(
    'relative flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1 text-xs whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600 max-[359px]:text-[11px] md:min-h-10 md:flex-row md:gap-2 md:px-3 md:text-sm',
    active ? 'bg-indigo-50 font-semibold text-indigo-700' : 'font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

/** Home, ideas, courses (external course platform) and notifications, with their count badges. */
export function HeaderTabs({ className }: { className?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const config = usePublicConfig();
  const counts = useHeaderCounts();
  const openCourses = useCoursesClick();
  return (
    <nav aria-label={t('tabs.label')} className={className}>
      <ul className="flex items-center gap-1 md:justify-start">
        {TABS.map((tab) => {
          const badge =
            tab.id === 'notifications' && config.features.notificationsBadge
              ? counts.notifications
              : tab.id === 'ideas' && config.features.ideasBadge
                ? counts.ideas
                : 0;
          const inner = (
            <>
              <span className="relative">
                <Icon name={tab.icon} />
                <CountBadge count={badge} label={t('tabs.badge', { count: badge })} />
              </span>
              <span>{t(`tabs.${tab.id}`)}</span>
            </>
          );
          return (
            <li key={tab.id} className="min-w-0 flex-1 md:flex-none">
              {tab.path ? (
                <NavLink to={to(tab.path)} end className={({ isActive }) => tabClasses(isActive)}>
                  {inner}
                </NavLink>
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
