import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCurrentUser } from '../../session/session-context.ts';
import { CoinsAbout } from '../components/CoinsAbout.tsx';
import { CoinsBalanceCard } from '../components/CoinsBalanceCard.tsx';
import { CoinsLedger } from '../components/CoinsLedger.tsx';
import { useMyCoins } from '../queries.ts';

/** `/my-account/coins`: the member's balance, every credit of their coins with its date, and what coins are for. */
export default function CoinsPage() {
  const { t } = useTranslation('coins');
  const user = useCurrentUser();
  const coins = useMyCoins(user.uid);
  const first = coins.data?.pages[0];
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <div className="flex min-w-0 flex-col gap-4">
        {coins.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : coins.isError || !coins.data ? (
          <LoadError title={t('ledger.loadError')} retryLabel={t('ledger.retry')} error={coins.error} onRetry={() => void coins.refetch()} retrying={coins.isRefetching} />
        ) : (
          <>
            <CoinsBalanceCard available={first?.balance.available ?? 0} locked={first?.balance.locked ?? 0} />
            <CoinsLedger data={coins.data} loadingMore={coins.isFetchingNextPage} onLoadMore={() => void coins.fetchNextPage()} />
          </>
        )}
        <CoinsAbout />
      </div>
    </>
  );
}
