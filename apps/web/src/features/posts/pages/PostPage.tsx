import { composePostId } from '@arya/core';
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

/** `/post/:authorId/:postId`: one post, for members and visitors (comment and reply parts come later). */
export default function PostPage() {
  const { t } = useTranslation('posts');
  const { authorId, postId } = useParams();
  const { user } = useSession();
  return (
    <>
      {!user && <VisitorInvite />}
      {authorId && postId ? (
        <SinglePost key={`${authorId}/${postId}`} id={composePostId(authorId, postId)} />
      ) : (
        <ContentNotFound title={t('single.not_found_title')} message={t('single.not_found_message')} />
      )}
    </>
  );
}

function SinglePost({ id }: { id: string }) {
  const { t } = useTranslation('posts');
  const post = usePost(id);
  if (post.isError && isNotFound(post.error)) {
    return <ContentNotFound title={t('single.not_found_title')} message={t('single.not_found_message')} />;
  }
  return (
    <>
      <PageHeading title={post.data ? t('single.title_by', { name: post.data.Author.Name }) : t('single.title')} />
      {post.data ? (
        <PostCard post={post.data} lead commentsOpen />
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
