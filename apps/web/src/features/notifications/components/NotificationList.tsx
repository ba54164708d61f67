import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.ts';
import { useNotifications } from '../queries.ts';
import { useMarkShownRead } from '../use-mark-shown-read.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { NotificationSkeleton } from './NotificationSkeleton.tsx';
import { NotificationsError } from './NotificationsError.tsx';

/** The member's notifications, newest first: skeletons, then pages loaded as the end nears (or on request). */
export function NotificationList({ userId }: { userId: string }) {
  const { t } = useTranslation('notifications');
  const query = useNotifications(userId);
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const items = useMemo(() => flattenPages(data?.pages, (item) => item.id), [data]);
  const seenUnread = useMarkShownRead(userId, items);
  const more = hasNextPage && canLoadMorePages(data?.pages);
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const sentinel = useInfiniteScroll({ enabled: more && !isFetchingNextPage && !isFetchNextPageError, loadMore });

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="rounded-2xl border border-slate-200 bg-white p-2">
        <NotificationSkeleton />
        <NotificationSkeleton />
        <NotificationSkeleton />
        <NotificationSkeleton />
      </div>
    );
  }
  if (query.isError && !data) return <NotificationsError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  if (items.length === 0) {
    return (
      <div data-testid="notifications-empty" className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-5 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Icon name="bell" className="size-6" />
        </span>
        <p className="font-semibold text-slate-800">{t('empty')}</p>
        <p className="max-w-sm text-sm text-slate-600">{t('empty_hint')}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('list')} aria-busy={isFetchingNextPage} data-testid="notification-list" className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-1 sm:p-2">
        {items.map((item) => (
          <NotificationItem key={item.id} notification={item} unread={!item.read || seenUnread.has(item.id)} memberId={userId} />
        ))}
      </ul>
      {isFetchNextPageError ? (
        <NotificationsError error={query.error} onRetry={loadMore} retrying={isFetchingNextPage} />
      ) : more ? (
        <div ref={sentinel} data-testid="notifications-sentinel" className="flex min-h-12 items-center justify-center">
          {isFetchingNextPage ? (
            <span className="inline-flex items-center gap-2 text-sm text-slate-600">
              <Spinner size="tiny" /> {t('loading_more')}
            </span>
          ) : (
            <Button color="gray" outline size="small" onClick={loadMore}>
              {t('load_more')}
            </Button>
          )}
        </div>
      ) : (
        <p data-testid="notifications-end" className="py-2 text-center text-sm text-slate-600">
          {t('end')}
        </p>
      )}
    </div>
  );
}
