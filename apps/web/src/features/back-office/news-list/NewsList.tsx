import type { InternalNews } from '@arya/core/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { useNewsList } from '../queries.ts';
import { DeleteNewsDialog } from './DeleteNewsDialog.tsx';
import { NewsListItem } from './NewsListItem.tsx';

/** Every news item, newest first, deleted ones included and marked; more on request. */
export function NewsList() {
  const { t } = useTranslation('backOffice');
  const language = useLanguage();
  const titleId = useId();
  const query = useNewsList(true);
  const [deleting, setDeleting] = useState<InternalNews | null>(null);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);

  let body;
  if (query.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  } else if (query.isError && !query.data) {
    body = <LoadError title={t('list.error')} retryLabel={t('list.retry')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (items.length === 0) {
    body = <p className="px-4 py-8 text-center text-sm text-slate-600">{t('list.empty')}</p>;
  } else {
    body = (
      <>
        <ul aria-label={t('list.title')} aria-busy={query.isFetchingNextPage} className="divide-y divide-slate-100">
          {items.map((news) => (
            <NewsListItem key={news.Id} news={news} language={language} onDelete={() => setDeleting(news)} />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="flex justify-center border-t border-slate-100 p-3">
            <Button color="gray" outline size="small" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage({ cancelRefetch: false })}>
              {t('list.more')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <h2 id={titleId} className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900">
        {t('list.title')}
      </h2>
      {body}
      {deleting && <DeleteNewsDialog news={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
