import type { Post } from '@arya/core/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useSession } from '../session/session-context.ts';
import { CommentBox } from './CommentBox.tsx';
import { commentAnchor, FOCUS_MAX_PAGES, useScrollIntoViewOnce, type CommentFocus } from './comment-focus.ts';
import { CommentItem } from './CommentItem.tsx';
import { announceTyping } from '../live/live-socket.ts';
import { StreamedPart } from '../../lib/streamed-part.tsx';
import { commentsQuery, useComments, useCreateComment } from './queries.ts';
import { useLivePost } from './use-live-thread.ts';

/**
 * Under a post: the comment box for members, then its comments, newest first, 7 at a time. Below
 * the fold of a post's page: a member's page streams them after the post (lib/streamed-part.tsx).
 */
export function CommentsSection({ post, focus }: { post: Post; focus?: CommentFocus }) {
  return (
    <StreamedPart name={`comments:${post._id}`} load={(client) => client.prefetchInfiniteQuery(commentsQuery(post._id))} fallback={<CommentsLoading />}>
      <Comments post={post} focus={focus} />
    </StreamedPart>
  );
}

function CommentsLoading() {
  const { t } = useTranslation('posts');
  return (
    <p role="status" className="mt-3 inline-flex items-center gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
      <Spinner size="tiny" /> {t('comments.loading')}
    </p>
  );
}

function Comments({ post, focus }: { post: Post; focus?: CommentFocus }) {
  const { t } = useTranslation('posts');
  const { user } = useSession();
  const comments = useComments(post._id);
  const create = useCreateComment(post);
  const live = useLivePost(post._id);
  const list = comments.data?.pages.flatMap((page) => page.items) ?? [];
  // A linked comment further down: the next pages are read until it shows.
  const focusId = focus ? `${post._id}/${focus.commentId}` : null;
  const found = focusId !== null && list.some((item) => item._id === focusId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = comments;
  const pagesRead = comments.data?.pages.length ?? 0;
  useEffect(() => {
    if (focusId && !found && hasNextPage && !isFetchingNextPage && pagesRead < FOCUS_MAX_PAGES) void fetchNextPage();
  }, [focusId, found, hasNextPage, isFetchingNextPage, pagesRead, fetchNextPage]);
  useScrollIntoViewOnce(focusId && found ? commentAnchor(focus?.replyId ? `${focusId}/${focus.replyId}` : focusId) : null);
  return (
    <section aria-label={t('comments.label')} data-testid="comments" className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3">
      {user && !post.IsDeleted && (
        <CommentBox label={t('comments.write_label')} placeholder={t('comments.placeholder')} onSubmit={(input) => create.mutateAsync(input)} onTyping={() => live.channel && announceTyping(live.channel)} />
      )}
      <p aria-live="polite" data-testid="typing" className="min-h-4 text-xs text-slate-600 italic empty:min-h-0">
        {live.typing ? t('comments.typing', { name: live.typing }) : ''}
      </p>
      {comments.isPending ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="tiny" /> {t('comments.loading')}
        </p>
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('comments.load_failed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void comments.refetch()}>
            {t('comments.retry')}
          </button>
        </p>
      ) : (
        list.length > 0 && (
          <ul className="flex flex-col gap-3" data-testid="comment-list">
            {list.map((comment) => (
              <CommentItem key={comment._id} comment={comment} post={post} focus={comment._id === focusId ? focus : undefined} />
            ))}
          </ul>
        )
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          data-testid="more-comments"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className="self-start rounded-full px-3 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {comments.isFetchingNextPage ? <Spinner size="tiny" /> : t('comments.more')}
        </button>
      )}
    </section>
  );
}
