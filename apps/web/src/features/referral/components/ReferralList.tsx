import type { InfiniteData } from '@tanstack/react-query';
import type { ReferralsPage } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { ReferralItem } from './ReferralItem.tsx';

interface ReferralListProps {
  data: InfiniteData<ReferralsPage, unknown>;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The members referred, newest first, with "show more" for the next page. */
export function ReferralList({ data, loadingMore, onLoadMore }: ReferralListProps) {
  const { t } = useTranslation('referral');
  const items = flattenPages(data.pages, (item) => item.member._id);
  const count = data.pages[0]?.referredCount ?? 0;
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('list.title')}</h2>
        <p className="text-sm text-slate-600">{t('list.count', { count })}</p>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {items.map((referral) => (
            <ReferralItem key={referral.member._id} referral={referral} />
          ))}
        </ul>
      )}
      {canLoadMorePages(data.pages) && (
        <Button color="gray" outline className="mt-3 w-full" loading={loadingMore} onClick={onLoadMore}>
          {t('list.more')}
        </Button>
      )}
    </Card>
  );
}
