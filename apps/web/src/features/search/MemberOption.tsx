import type { PublicUser } from '@arya/core/contract';
import { isCoach } from '@arya/core/rules';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { CoachBadge } from '../posts/components/CoachBadge.tsx';
import { profilePath, profilePictureUrl } from '../posts/post-links.ts';

interface MemberOptionProps {
  user: PublicUser;
  id: string;
  /** The option the arrows are on (the field keeps the focus; aria-activedescendant points here). */
  active: boolean;
  onChoose: () => void;
}

/** One result of the member search: an option of the listbox that is also a real link to the profile. */
export function MemberOption({ user, id, active, onChoose }: MemberOptionProps) {
  const to = useLocalizedPath();
  return (
    <Link
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      to={to(profilePath(user.Alias))}
      onClick={onChoose}
      className="flex items-center gap-3 px-3 py-2 hover:bg-slate-50 aria-selected:bg-indigo-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-indigo-600"
    >
      <Avatar name={user.DisplayName} src={profilePictureUrl(user._id, user.PictureDate)} />
      <span className="min-w-0 flex-1">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-semibold text-slate-900">{user.DisplayName}</span>
          {isCoach(user.Verified) && <CoachBadge compact />}
        </span>
        {/* The dot is hidden from screen readers; the spaces around it keep the alias and the job apart. */}
        <span className="block truncate text-sm text-slate-600">
          @{user.Alias}
          {user.Job && (
            <>
              {' '}
              <span aria-hidden="true">·</span> {user.Job}
            </>
          )}
        </span>
      </span>
    </Link>
  );
}
