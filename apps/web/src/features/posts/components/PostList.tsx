import type { PostsPage } from '@arya/core/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import { canLoadMore, flattenFeed } from '../feed-pages.ts';
import { FeedError } from './FeedError.tsx';
import { PostCard } from './PostCard.tsx';
import { PostCardSkeleton } from './PostCardSkeleton.tsx';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';

type FeedQuery = UseInfiniteQueryResult<InfiniteData<PostsPage>>;

/** The cards' places while a feed is read. */
export function PostListLoading() {
  const { t } = useTranslation('posts');
  return (
    <div role="status" aria-label={t('feed.loading')} className="flex flex-col gap-4">
      <PostCardSkeleton />
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  );
}

/** A feed of post cards: skeletons first, then pages loaded as the reader nears the end, until the end. */
export function PostList({ feed, empty }: { feed: FeedQuery; empty: ReactNode }) {
  const { t } = useTranslation('posts');
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = feed;
  const pages = data?.pages;
  const more = hasNextPage && canLoadMore(pages);
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const sentinel = useInfiniteScroll({ enabled: more && !isFetchingNextPage && !isFetchNextPageError, loadMore });

  if (feed.isPending) return <PostListLoading />;
  if (feed.isError && !data) return <FeedError error={feed.error} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;

  const posts = flattenFeed(pages);
  if (posts.length === 0) return <div data-testid="feed-empty" className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-600">{empty}</div>;

  return (
    <section aria-label={t('feed.label')} aria-busy={isFetchingNextPage} className="flex flex-col gap-4" data-testid="post-list">
      {posts.map((post, index) => (
        <PostCard key={post._id} post={post} lead={index === 0} />
      ))}
      {isFetchNextPageError ? (
        <FeedError error={feed.error} onRetry={loadMore} retrying={isFetchingNextPage} />
      ) : more ? (
        <div ref={sentinel} data-testid="feed-sentinel" className="flex min-h-12 items-center justify-center">
          {isFetchingNextPage && (
            <span className="inline-flex items-center gap-2 text-sm text-slate-500">
              <Spinner size="tiny" /> {t('feed.loading_more')}
            </span>
          )}
        </div>
      ) : (
        <p data-testid="feed-end" className="py-4 text-center text-sm text-slate-500">
          {t('feed.end')}
        </p>
      )}
    </section>
  );
}
