import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { ShowMoreButton } from './ShowMoreButton.tsx';

interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

interface BillingListProps<Item> {
  title: string;
  headingId: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>, unknown>>;
  loadError: string;
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
  idOf: (item: Item) => string;
}

/** A card listing keyset pages of the member's subscriptions or invoices: loading, failure, empty, "show more". */
export function BillingList<Item>({ title, headingId, query, loadError, empty, renderItem, idOf }: BillingListProps<Item>) {
  const { t } = useTranslation('billing');
  const items = flattenPages(query.data?.pages, idOf);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {query.isError && !query.data ? (
        <LoadError title={loadError} retryLabel={t('orders.retry')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : items.length === 0 ? (
        empty
      ) : (
        <>
          <ul className="divide-y divide-slate-200">{items.map(renderItem)}</ul>
          <ShowMoreButton hasMore={canLoadMorePages(query.data?.pages)} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
