import type { Post } from '@arya/core/contract';
import { formatCount } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { Icon } from '../../../components/Icon.tsx';
import { useSession } from '../../session/session-context.ts';
import { LikeButton } from './LikeButton.tsx';
import { ShareButton } from './ShareButton.tsx';

/**
 * Likes (members get the heart button; visitors see the count only above 0, spec 2 §2), comments and
 * shares. A locked post (an idea or news item the reader may not read) shows its counts only: its
 * likes and comments are for its audience.
 */
export function PostCounts({ post, comments }: { post: Post; comments: { open: boolean; controls: string; toggle: () => void } }) {
  const { t } = useTranslation('posts');
  const { user } = useSession();
  const language = useLanguage();
  const count = (key: 'likes' | 'comments' | 'shares', value: number) => t(`post.${key}`, { count: value, formatted: formatCount(value, language) });
  const likes = post.ReactionsCount.Likes;
  const open = !post.Locked;
  return (
    <div data-testid="post-counts" className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-500">
      <span className="inline-flex items-center gap-1.5">
        {user && open ? (
          <LikeButton post={post} />
        ) : likes > 0 && (
          <>
            <Icon name="heart" filled className="size-4 text-rose-500" />
            <span data-testid="post-likes">{count('likes', likes)}</span>
          </>
        )}
      </span>
      <span className="inline-flex items-center gap-3">
        {open ? (
          <button
            type="button"
            data-testid="post-comments"
            aria-expanded={comments.open}
            aria-controls={comments.controls}
            onClick={comments.toggle}
            className="inline-flex min-h-9 items-center rounded-full px-2 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {count('comments', post.CommentsCount)}
          </button>
        ) : (
          <span data-testid="post-comments">{count('comments', post.CommentsCount)}</span>
        )}
        {user ? <ShareButton post={post} memberId={user.uid} /> : <span data-testid="post-shares">{count('shares', post.SharesCount)}</span>}
      </span>
    </div>
  );
}
