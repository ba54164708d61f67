import type { PublicUser } from '@arya/core/contract';
import { isCoach } from '@arya/core/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { CoachBadge } from '../../posts/components/CoachBadge.tsx';
import { profilePath, profilePictureUrl } from '../../posts/post-links.ts';
import { FollowButton } from './FollowButton.tsx';

/** What a list shows of a member (a suggestion carries no more). */
export type MemberSummary = Pick<PublicUser, '_id' | 'DisplayName' | 'Alias' | 'Job' | 'Verified' | 'PictureDate'>;

/**
 * A member in a list (followers, following, suggestions): picture, name and job linking to the
 * profile, and the follow button (or another `action`, with an optional line under the job). On the
 * narrowest screens a wide action goes under the name rather than squeezing it.
 */
export function MemberRow({ member, onOpen, action, detail }: { member: MemberSummary; onOpen?: () => void; action?: ReactNode; detail?: ReactNode }) {
  const to = useLocalizedPath();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5" data-testid="member-row">
      <Link
        to={to(profilePath(member.Alias))}
        onClick={onOpen}
        className="flex min-w-40 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <Avatar name={member.DisplayName} src={profilePictureUrl(member._id, member.PictureDate)} />
        <span className="min-w-0">
          <span className="flex items-center gap-1.5">
            <span className="truncate font-semibold text-slate-900">{member.DisplayName}</span>
            {isCoach(member.Verified) && <CoachBadge compact />}
          </span>
          <span className="block truncate text-sm text-slate-500">{member.Job ?? `@${member.Alias}`}</span>
          {detail && <span className="block truncate text-xs text-slate-500">{detail}</span>}
        </span>
      </Link>
      {action ?? <FollowButton member={member} />}
    </li>
  );
}
