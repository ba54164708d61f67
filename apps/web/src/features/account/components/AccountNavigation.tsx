import { isPremium, PREMIUM_PAGE_SLUG } from '@arya/core';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../../components/Icon.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';

interface AccountLink {
  id: string;
  path: string;
  icon: IconName;
  end?: boolean;
}

const LINKS: AccountLink[] = [
  { id: 'profile', path: '/my-account/profile', icon: 'user' },
  { id: 'orders', path: '/my-account/order-subscription', icon: 'receipt' },
  { id: 'licences', path: '/my-account/licences', icon: 'key' },
  { id: 'getStarted', path: '/my-account/get-started', icon: 'cpu' },
  { id: 'premium', path: `/my-account/${PREMIUM_PAGE_SLUG}`, icon: 'star' },
  { id: 'referral', path: '/my-account/referer-a-friend', icon: 'gift' },
  { id: 'broker', path: '/my-account/choose-a-broker', icon: 'bank' },
];

export function AccountNavigation() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const user = useCurrentUser();
  const links = LINKS.filter((link) => link.id !== 'premium' || !isPremium(user));
  return (
    <nav aria-label={t('account:nav.label')} className="rounded-2xl border border-slate-200 bg-white p-2">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {links.map((link) => (
          <li key={link.id} className="shrink-0">
            <NavLink
              to={to(link.path)}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
                  isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              <Icon name={link.icon} className="size-5 shrink-0" />
              {t(`account:nav.${link.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
