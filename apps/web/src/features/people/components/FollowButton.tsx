import type { PublicUser } from '@arya/core/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { visitorAuthLinks } from '../../posts/post-links.ts';
import { useSession } from '../../session/session-context.ts';
import { useFollowMember } from '../queries.ts';

/**
 * Follow / Following for a member (never for oneself). A visitor gets a link to sign in and come
 * back. The state comes from the member's FollowingUsers; clicks wait for the answer of the last one.
 */
export function FollowButton({ member, size = 'small', className }: { member: Pick<PublicUser, '_id' | 'DisplayName'>; size?: 'small' | 'medium'; className?: string }) {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const language = useLanguage();
  const location = useLocation();
  const follow = useFollowMember();
  if (user?.uid === member._id) return null;
  if (!user) {
    return (
      <Link
        to={visitorAuthLinks(`${location.pathname}${location.search}`, language).signIn}
        aria-label={t('follow.sign_in', { name: member.DisplayName })}
        className={clsx(buttonClasses({ size }), className)}
      >
        {t('follow.follow')}
      </Link>
    );
  }
  const following = user.followingUsers.includes(member._id);
  return (
    <button
      type="button"
      data-testid="follow-button"
      aria-pressed={following}
      disabled={follow.isPending}
      onClick={() => follow.mutate({ member, follow: !following })}
      className={clsx(buttonClasses({ size, color: following ? 'gray' : 'indigo', outline: following }), 'min-w-20 shrink-0', className)}
    >
      {t(following ? 'follow.following' : 'follow.follow')}
      {/* The visible word stays the start of the name (speech input); the name says whom. */}
      <span className="sr-only">{` ${member.DisplayName}`}</span>
    </button>
  );
}
