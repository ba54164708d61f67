import { formatDay, type RelationKind } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { canLoadMorePages, flattenPages } from '../../../lib/keyset-pages.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { MemberRow } from '../../people/components/MemberRow.tsx';
import { useRelationsList } from '../queries.ts';
import { UndoRelationButton } from '../RelationNotice.tsx';

/** `/my-account/blocked`: the members one blocks and the members one mutes, each with its undo. */
export default function RelationsPage() {
  const { t } = useTranslation('people');
  return (
    <>
      <PageHeading title={t('relations.page.title')} description={t('relations.page.description')} />
      <div className="flex min-w-0 flex-col gap-4">
        <RelationsSection kind="block" />
        <RelationsSection kind="mute" />
      </div>
    </>
  );
}

const SECTION = { block: 'blocked', mute: 'muted' } as const;

function RelationsSection({ kind }: { kind: RelationKind }) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const headingId = useId();
  const list = useRelationsList(kind);
  const key = SECTION[kind];
  const entries = flattenPages(list.data?.pages, (entry) => entry.user._id);
  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId} data-testid={`${key}-members`}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t(`relations.page.${key}_title`)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t(`relations.page.${key}_hint`)}</p>
        {list.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner size="medium" />
          </div>
        ) : list.isError ? (
          <div className="mt-4">
            <LoadError title={t('relations.page.error')} retryLabel={t('common:retry')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
          </div>
        ) : entries.length === 0 ? (
          <p className="mt-4 rounded-xl bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">{t(`relations.page.${key}_empty`)}</p>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-slate-100">
              {entries.map(({ user, since }) => (
                <MemberRow
                  key={user._id}
                  member={user}
                  detail={t('relations.page.since', { date: formatDay(since, language) })}
                  action={<UndoRelationButton member={user} kind={kind} className="ml-auto" />}
                />
              ))}
            </ul>
            {canLoadMorePages(list.data.pages) && (
              <Button color="gray" outline className="mt-3 w-full" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('relations.page.load_more')}
              </Button>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
