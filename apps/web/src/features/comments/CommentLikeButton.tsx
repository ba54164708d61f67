import type { Comment } from '@arya/core/contract';
import { formatCount } from '@arya/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { toast } from '../../lib/toast.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { likeAfterReads, toggleLike } from '../posts/shadow/like-queue.ts';
import { patchComment, sendCommentLike, threadKeyOf } from './queries.ts';

/** Like of a comment or reply, queued like a post's; the count shows only above 0. */
export function CommentLikeButton({ comment }: { comment: Comment }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const client = useQueryClient();
  const likes = comment.ReactionsCount.Likes;
  return (
    <button
      type="button"
      data-testid="comment-like"
      aria-pressed={comment.Liked}
      onClick={() =>
        likeAfterReads(client, [threadKeyOf(comment._id)], (onSettled) =>
          toggleLike({
            id: comment._id,
            state: { Liked: comment.Liked, Likes: likes },
            send: (like) => sendCommentLike(comment._id, like),
            show: (state) => patchComment(client, comment._id, (item) => ({ ...item, Liked: state.Liked, ReactionsCount: { Likes: state.Likes } })),
            onFailure: () => toast.error(t('post.like_failed')),
            ...(onSettled ? { onSettled } : {}),
          }),
        )
      }
      className={`inline-flex min-h-6 items-center gap-1 rounded font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 ${comment.Liked ? 'text-rose-700' : 'text-slate-600'}`}
    >
      {t('post.like')}
      {likes > 0 && (
        <span className="inline-flex items-center gap-0.5 font-normal" data-testid="comment-likes">
          <Icon name="heart" filled className="size-3.5 text-rose-600" />
          <span className="sr-only">, </span>
          {t('post.likes', { count: likes, formatted: formatCount(likes, language) })}
        </span>
      )}
    </button>
  );
}
