import { formatCount, isCoach, type PublicUser } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { profilePictureUrl } from '../post-links.ts';
import { CoachBadge } from './CoachBadge.tsx';

/** The top of a public profile: picture, name, coach badge, job, description and counts. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  usePageTitle(t('profile.title', { name: user.DisplayName }));
  const count = (key: 'posts' | 'followers', value: number) => t(`profile.${key}`, { count: value, formatted: formatCount(value, language) });
  return (
    <section data-testid="profile-header" className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar name={user.DisplayName} src={profilePictureUrl(user._id, user.PictureDate)} size="large" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{user.DisplayName}</h1>
            {isCoach(user.Verified) && <CoachBadge />}
          </div>
          {user.Job && <p className="mt-0.5 text-slate-600">{user.Job}</p>}
          {user.PostsCount !== null && user.FollowersCount !== null && (
            <p className="mt-2 flex justify-center gap-4 text-sm text-slate-500 sm:justify-start">
              <span data-testid="profile-posts-count">
                <strong className="font-semibold text-slate-900">{count('posts', user.PostsCount)}</strong>
              </span>
              <span data-testid="profile-followers-count">
                <strong className="font-semibold text-slate-900">{count('followers', user.FollowersCount)}</strong>
              </span>
            </p>
          )}
        </div>
      </div>
      {user.Description && <p className="mt-4 text-center text-[15px] leading-relaxed whitespace-pre-line text-slate-700 sm:text-left">{user.Description}</p>}
    </section>
  );
}
