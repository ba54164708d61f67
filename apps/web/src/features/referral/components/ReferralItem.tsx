import type { Referral } from '@arya/core/contract';
import { formatCount, formatDay } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { profilePath, profilePictureUrl } from '../../posts/post-links.ts';

/** A member who signed up through the link: their card, when they joined, and whether they earned coins yet. */
export function ReferralItem({ referral }: { referral: Referral }) {
  const { t } = useTranslation('referral');
  const language = useLanguage();
  const to = useLocalizedPath();
  const { member } = referral;
  const status =
    referral.status === 'pending'
      ? { text: t('list.pending'), classes: 'bg-amber-50 text-amber-800 ring-amber-200' }
      : referral.coins
        ? { text: t('list.credited', { coins: formatCount(referral.coins, language) }), classes: 'bg-green-50 text-green-800 ring-green-200' }
        : { text: t('list.creditedNone'), classes: 'bg-slate-100 text-slate-700 ring-slate-200' };
  return (
    // On phones the status goes under the name (aligned with it), beside it from sm on.
    <li className="flex flex-col gap-1.5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3" data-testid="referral-item">
      <Link to={to(profilePath(member.Alias))} className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600">
        <Avatar name={member.DisplayName} src={profilePictureUrl(member._id, member.PictureDate)} />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900">{member.DisplayName}</span>
          <span className="block text-sm text-slate-600">{t('list.joined', { date: formatDay(referral.joinedAt, language) })}</span>
        </span>
      </Link>
      <span className={clsx('ml-13 shrink-0 self-start rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset sm:ml-0 sm:self-center', status.classes)}>{status.text}</span>
    </li>
  );
}
