import type { Post } from '@arya/core/contract';
import { isCoach } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { profilePath, profilePictureUrl } from '../post-links.ts';
import { CoachBadge } from './CoachBadge.tsx';
import { PostDate } from './PostDate.tsx';

/** The card's header: avatar and name (both links to the author's profile), the coach badge, job and date. */
export function PostAuthor({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const to = useLocalizedPath();
  const { Author: author } = post;
  const coach = isCoach(author.Verified);
  const profile = author.Alias ? to(profilePath(author.Alias)) : null;
  // An erased member (account deleted) is named so in the reader's language.
  const authorName = author.Deleted ? t('post.deletedMember') : author.Name;
  const avatar = <Avatar name={authorName} src={profilePictureUrl(author.Id, author.PictureDate)} />;
  const name = <span className="font-semibold text-slate-900">{authorName}</span>;
  return (
    <div className="flex min-w-0 items-start gap-3">
      {profile ? (
        <Link to={profile} aria-hidden="true" tabIndex={-1} className="shrink-0">
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          {profile ? (
            <Link to={profile} title={t('post.profile_of', { name: authorName })} className="inline-flex min-h-6 items-center rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" data-testid="post-author">
              {name}
            </Link>
          ) : (
            <span data-testid="post-author">{name}</span>
          )}
          {coach && <CoachBadge />}
        </div>
        {author.Job && <p className="truncate text-sm text-slate-600">{author.Job}</p>}
        <PostDate id={post._id} date={post.Date ?? post.CreationDate} lastEditDate={post.LastEditDate} />
      </div>
    </div>
  );
}
