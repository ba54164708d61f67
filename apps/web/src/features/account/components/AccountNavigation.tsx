import { isPremium, isStaff, PREMIUM_PAGE_SLUG } from '@arya/core/rules';
import clsx from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { ModerationNavLabel } from '../../staff-moderation/ModerationBadge.tsx';

interface AccountLink {
  id: string;
  path: string;
  icon: IconName;
  end?: boolean;
  /** The label's key, when not `account:nav.<id>`. */
  labelKey?: string;
}

const LINKS: AccountLink[] = [
  { id: 'profile', path: '/my-account/profile', icon: 'user' },
  { id: 'security', path: '/my-account/security', icon: 'shield' },
  { id: 'blocked', path: '/my-account/blocked', icon: 'block' },
  { id: 'decisions', path: '/my-account/decisions', icon: 'flag' },
  { id: 'privacy', path: '/my-account/privacy', icon: 'eyeOff' },
  { id: 'orders', path: '/my-account/order-subscription', icon: 'receipt' },
  { id: 'licences', path: '/my-account/licences', icon: 'key' },
  { id: 'getStarted', path: '/my-account/get-started', icon: 'cpu' },
  { id: 'premium', path: `/my-account/${PREMIUM_PAGE_SLUG}`, icon: 'star' },
  { id: 'coins', path: '/my-account/coins', icon: 'coins' },
  { id: 'referral', path: '/my-account/referer-a-friend', icon: 'gift' },
  { id: 'broker', path: '/my-account/choose-a-broker', icon: 'bank' },
  // Staff only.
  { id: 'staff', path: '/my-account/staff', icon: 'badge', labelKey: 'menu.staffTools' },
  { id: 'moderation', path: '/my-account/moderation', icon: 'flag' },
];

const STAFF_LINKS = new Set(['staff', 'moderation']);

export function AccountNavigation() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const user = useCurrentUser();
  const links = LINKS.filter((link) => (link.id === 'premium' ? !isPremium(user) : STAFF_LINKS.has(link.id) ? isStaff(user.role) : true));
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On phones the entries form a row that scrolls: bring the current one into view (sideways only).
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t('account:nav.label')} className="rounded-2xl border border-slate-200 bg-white p-2">
      {/* A row that scrolls on phones; a column whose entries wrap from tablets on. */}
      <ul ref={list} className="relative flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
        {links.map((link) => (
          <li key={link.id} className="shrink-0">
            <NavLink
              to={to(link.path)}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 md:whitespace-normal',
                  // The current page: tinted, bold and marked by a bar (below on phones, on the left beside).
                  isActive
                    ? 'bg-indigo-50 font-semibold text-indigo-800 shadow-[inset_0_-3px_0_var(--color-indigo-600)] md:shadow-[inset_3px_0_0_var(--color-indigo-600)]'
                    : 'font-medium text-slate-700 hover:bg-slate-100',
                )
              }
            >
              <Icon name={link.icon} className="size-5 shrink-0" />
              {/* The moderation entry's label and count are staff's deferred translations. */}
              {link.id === 'moderation' ? <ModerationNavLabel /> : t(link.labelKey ?? `account:nav.${link.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
