import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canLoadMorePages, flattenPages, type KeysetPage } from '../lib/keyset-pages.ts';
import { Button } from './Button.tsx';
import { LoadError } from './LoadError.tsx';
import { Spinner } from './Spinner.tsx';

/** What KeysetList reads of an infinite query over keyset pages (TanStack Query's useInfiniteQuery). */
export interface KeysetQuery<Item> {
  data: { pages: readonly KeysetPage<Item>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A list read a keyset page at a time: a spinner until the first page, its error with a retry, its
 * empty text, then the items (each once, in order; `renderItem` gives the `<li>`) and "show more"
 * while there is a next page.
 */
export function KeysetList<Item>({
  query,
  idOf,
  renderItem,
  texts,
  listClassName = 'divide-y divide-slate-100',
  testId,
}: {
  query: KeysetQuery<Item>;
  idOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  texts: { loadError: string; empty: string; loadMore: string };
  listClassName?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner size="medium" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <LoadError title={texts.loadError} retryLabel={t('retry')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const items = flattenPages(query.data.pages, idOf);
  if (items.length === 0) return <p className="rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">{texts.empty}</p>;
  return (
    <>
      <ul className={listClassName} data-testid={testId}>
        {items.map((item) => (
          <Fragment key={idOf(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      {canLoadMorePages(query.data.pages) && (
        <Button color="gray" outline className="mt-3 w-full" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {texts.loadMore}
        </Button>
      )}
    </>
  );
}
