import { composePostId } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useSession } from '../../session/session-context.ts';
import { ContentNotFound } from '../components/ContentNotFound.tsx';
import { FeedError } from '../components/FeedError.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { PostCardSkeleton } from '../components/PostCardSkeleton.tsx';
import { VisitorInvite } from '../components/VisitorInvite.tsx';
import { isNotFound } from '../is-not-found.ts';
import { usePost } from '../queries.ts';
import type { CommentFocus } from '../../comments/comment-focus.ts';

/**
 * `/post/:authorId/:postId`: one post, for members and visitors. A shared link may name a comment
 * and a reply after them: the page opens scrolled to it.
 */
export default function PostPage() {
  const { t } = useTranslation('posts');
  const { authorId, postId, commentId, replyId } = useParams();
  const { user } = useSession();
  return (
    <>
      {!user && <VisitorInvite />}
      {authorId && postId ? (
        <SinglePost key={`${authorId}/${postId}`} id={composePostId(authorId, postId)} focus={commentId ? { commentId, replyId } : undefined} />
      ) : (
        <ContentNotFound title={t('single.not_found_title')} message={t('single.not_found_message')} />
      )}
    </>
  );
}

function SinglePost({ id, focus }: { id: string; focus?: CommentFocus }) {
  const { t } = useTranslation('posts');
  const post = usePost(id);
  if (post.isError && isNotFound(post.error)) {
    return <ContentNotFound title={t('single.not_found_title')} message={t('single.not_found_message')} />;
  }
  return (
    <>
      <PageHeading title={post.data ? t('single.title_by', { name: post.data.Author.Name }) : t('single.title')} />
      {post.data ? (
        <PostCard post={post.data} lead commentsOpen focus={focus} />
      ) : post.isError ? (
        <FeedError error={post.error} onRetry={() => void post.refetch()} retrying={post.isFetching} />
      ) : (
        <div role="status" aria-label={t('feed.loading')}>
          <PostCardSkeleton />
        </div>
      )}
    </>
  );
}
