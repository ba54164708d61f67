import { formatContentDate } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useStaffActions } from '../queries.ts';
import { staffActionText } from '../staff-action-text.ts';
import { StaffSection } from './StaffSection.tsx';

/** What staff did to the member: who, what, when, newest first. */
export function StaffHistory({ memberId }: { memberId: string }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const actions = useStaffActions(memberId);
  const items = flattenPages(actions.data?.pages, (item) => item.id);
  return (
    <StaffSection title={t('history.title')}>
      {actions.isPending ? (
        <Spinner />
      ) : actions.isError ? (
        <LoadError title={t('history.loadError')} retryLabel={t('history.retry')} error={actions.error} onRetry={() => void actions.refetch()} retrying={actions.isRefetching} />
      ) : items.length === 0 ? (
        <p className="text-slate-600">{t('history.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid="staff-history">
          {items.map((entry) => (
            <li key={entry.id} className="py-2.5">
              <p className="text-slate-900">{staffActionText(t, entry, language)}</p>
              <p className="text-sm text-slate-600">
                {t('history.by', { name: entry.staff.displayName })} · <time dateTime={entry.createdAt}>{formatContentDate(entry.createdAt, language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {canLoadMorePages(actions.data?.pages) && (
        <Button color="gray" outline className="w-full" loading={actions.isFetchingNextPage} onClick={() => void actions.fetchNextPage()}>
          {t('history.more')}
        </Button>
      )}
    </StaffSection>
  );
}
