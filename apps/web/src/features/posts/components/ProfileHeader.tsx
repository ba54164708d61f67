import type { PublicUser } from '@arya/core/contract';
import { formatCount, isCoach, shownTrustScore, type RelationKind } from '@arya/core/rules';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { Dropdown } from '../../../components/Dropdown.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { FollowButton } from '../../people/components/FollowButton.tsx';
import { FollowsDialog } from '../../people/components/FollowsDialog.tsx';
import { TrustScoreEditor } from '../../people/components/TrustScoreEditor.tsx';
import type { FollowsDirection } from '../../people/queries.ts';
import { ReportDialogHost, ReportMenuItem } from '../../moderation/ReportMenuItem.tsx';
import { RelationConfirm } from '../../relations/RelationConfirm.tsx';
import { RelationMenuItems } from '../../relations/RelationMenuItems.tsx';
import { UndoRelationButton } from '../../relations/RelationNotice.tsx';
import { useSession } from '../../session/session-context.ts';
import { profilePictureUrl } from '../post-links.ts';
import { CoachBadge } from './CoachBadge.tsx';

/**
 * The top of a profile: picture, name, coach badge, job, trust score, description, counts (the
 * followers and following open their lists) and the follow button. A private profile read by a
 * visitor arrives with its name and picture only (the counts are null). Someone else's profile has a
 * "…" menu to report them and, for members, to mute or block them; a member one blocks shows
 * "Unblock" instead of "Follow".
 */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const [list, setList] = useState<FollowsDirection | null>(null);
  const [asking, setAsking] = useState<RelationKind | null>(null);
  const { user: me } = useSession();
  const [reporting, setReporting] = useState(false);
  // Anyone but the member may report them (visitors: illegal content); members may also mute or block.
  const other = me?.uid !== user._id;
  usePageTitle(t('profile.title', { name: user.DisplayName }));
  const formatted = (value: number) => formatCount(value, language);
  const trust = user.TrustScore === null ? null : shownTrustScore(user.TrustScore);
  const countButton = 'rounded-md px-1 -mx-1 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';
  return (
    <section data-testid="profile-header" className="relative mb-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className={clsx('flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left', other && 'sm:pr-10')}>
        <Avatar name={user.DisplayName} src={profilePictureUrl(user._id, user.PictureDate)} size="large" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{user.DisplayName}</h1>
            {isCoach(user.Verified) && <CoachBadge />}
          </div>
          {user.Job && <p className="mt-0.5 text-slate-600">{user.Job}</p>}
          {trust !== null && (
            <p className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800" title={t('people:profile.trust_hint')} data-testid="trust-score">
              <Icon name="badge" className="size-4" />
              {t('people:profile.trust_score')} {formatted(trust)}
            </p>
          )}
          {user.PostsCount !== null && user.FollowersCount !== null && user.FollowingCount !== null && (
            <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-500 sm:justify-start">
              <span data-testid="profile-posts-count">
                <strong className="font-semibold text-slate-900">{t('profile.posts', { count: user.PostsCount, formatted: formatted(user.PostsCount) })}</strong>
              </span>
              <button type="button" className={countButton} data-testid="profile-followers-count" onClick={() => setList('followers')}>
                <strong className="font-semibold text-slate-900">{t('profile.followers', { count: user.FollowersCount, formatted: formatted(user.FollowersCount) })}</strong>
              </button>
              <button type="button" className={countButton} data-testid="profile-following-count" onClick={() => setList('following')}>
                <strong className="font-semibold text-slate-900">{t('people:profile.following', { count: user.FollowingCount, formatted: formatted(user.FollowingCount) })}</strong>
              </button>
            </p>
          )}
        </div>
        {user.Blocking ? <UndoRelationButton member={user} kind="block" size="medium" className="sm:self-start" /> : <FollowButton member={user} size="medium" className="sm:self-start" />}
      </div>
      {/* In the corner (after the follow button for the focus order), so its menu opens inside the card
          whether the header is centred (phones) or not. */}
      {other && (
        <div className="absolute top-3 right-3">
          <Dropdown
            label={t('people:relations.profile_menu', { name: user.DisplayName })}
            triggerClassName="inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
            trigger={<Icon name="dots" />}
          >
            {(close) => (
              <>
                <ReportMenuItem onSelect={() => (close(), setReporting(true))} />
                <RelationMenuItems member={user} close={close} onAsk={setAsking} />
              </>
            )}
          </Dropdown>
        </div>
      )}
      {user.Description && <p className="mt-4 text-center text-[15px] leading-relaxed whitespace-pre-line text-slate-700 sm:text-left">{user.Description}</p>}
      <TrustScoreEditor member={user} />
      {list && <FollowsDialog member={user} direction={list} onDirection={setList} onClose={() => setList(null)} />}
      {asking && <RelationConfirm member={user} kind={asking} onClose={() => setAsking(null)} />}
      <ReportDialogHost item={reporting ? { kind: 'member', id: user._id } : null} onClose={() => setReporting(false)} />
    </section>
  );
}
