import type { Post } from '@arya/core/contract';
import { formatCount } from '@arya/core/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { togglePostLike } from '../shadow/like-queue.ts';

/** The heart of a post for members: toggles at once; the count shows only above 0 (spec 2 §2). */
export function LikeButton({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const client = useQueryClient();
  const likes = post.ReactionsCount.Likes;
  return (
    <button
      type="button"
      data-testid="like-button"
      aria-pressed={post.Liked}
      onClick={() => togglePostLike(client, post, () => toast.error(t('post.like_failed')))}
      className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 ${post.Liked ? 'text-rose-700' : 'text-slate-600'}`}
    >
      <Icon name="heart" filled={post.Liked} className={`size-5 ${post.Liked ? 'text-rose-600' : ''}`} />
      <span className="sr-only">{likes > 0 ? t('post.like_with_count', { count: likes, formatted: formatCount(likes, language) }) : t('post.like')}</span>
      {likes > 0 && (
        <span data-testid="post-likes" aria-hidden="true" className="tabular-nums">
          {formatCount(likes, language)}
        </span>
      )}
    </button>
  );
}
