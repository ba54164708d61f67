import type { CoinEntriesPage, CoinEntry } from '@arya/core/contract';
import { formatContentDate, formatCount } from '@arya/core/rules';
import type { InfiniteData } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { useLanguage } from '../../i18n/use-language.ts';

interface CoinsLedgerProps {
  data: InfiniteData<CoinEntriesPage, unknown>;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Every credit (and, one day, debit) of the member's coins, newest first, with "show more" for the next page. */
export function CoinsLedger({ data, loadingMore, onLoadMore }: CoinsLedgerProps) {
  const { t } = useTranslation('coins');
  const items = flattenPages(data.pages, (item) => item.id);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('ledger.title')}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('ledger.empty')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100" aria-label={t('ledger.title')}>
          {items.map((entry) => (
            <CoinsLedgerItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {canLoadMorePages(data.pages) && (
        <Button color="gray" outline className="mt-3 w-full" loading={loadingMore} onClick={onLoadMore}>
          {t('ledger.more')}
        </Button>
      )}
    </Card>
  );
}

function CoinsLedgerItem({ entry }: { entry: CoinEntry }) {
  const { t } = useTranslation('coins');
  const language = useLanguage();
  const label =
    entry.reason === 'referral' && entry.referredName ? t('reason.referralOf', { name: entry.referredName }) : t(`reason.${entry.reason}`);
  const signed = `${entry.amount >= 0 ? '+' : '−'}${formatCount(Math.abs(entry.amount), language)}`;
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="coins-entry">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{label}</p>
        {entry.note && <p className="text-sm break-words text-slate-700">{entry.note}</p>}
        <p className="text-sm text-slate-600">
          <time dateTime={entry.createdAt}>{formatContentDate(entry.createdAt, language)}</time>
        </p>
        {entry.locked && <p className="mt-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t('ledger.locked')}</p>}
      </div>
      <p className={clsx('shrink-0 text-right font-bold tabular-nums', entry.amount >= 0 ? 'text-green-700' : 'text-red-700')}>
        {t('ledger.amount', { count: Math.abs(entry.amount), signed })}
      </p>
    </li>
  );
}
