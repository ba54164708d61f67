import type { PublicUser } from '@arya/core/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { tabKeyTarget } from '../../../components/menu-keys.ts';
import { Modal } from '../../../components/Modal.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useFollowsList, type FollowsDirection } from '../queries.ts';
import { MemberRow } from './MemberRow.tsx';

/** A member's followers and following, as two tabs of one dialog. */
export function FollowsDialog({ member, direction, onDirection, onClose }: { member: PublicUser; direction: FollowsDirection | null; onDirection: (direction: FollowsDirection) => void; onClose: () => void }) {
  const { t } = useTranslation('people');
  const tabs: FollowsDirection[] = ['followers', 'following'];
  return (
    <Modal open={direction !== null} onClose={onClose} title={t('lists.title', { name: member.DisplayName })}>
      <div className="border-b border-slate-200 px-4 pt-1">
        <div role="tablist" aria-label={t('lists.title', { name: member.DisplayName })} className="flex gap-1">
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`follows-tab-${tab}`}
              aria-selected={direction === tab}
              aria-controls="follows-panel"
              tabIndex={direction === tab ? 0 : -1}
              onClick={() => onDirection(tab)}
              onKeyDown={(event) => {
                const target = tabKeyTarget(event.key, tabs.indexOf(tab), tabs.length);
                if (target === null) return;
                event.preventDefault();
                const next = tabs[target] as FollowsDirection;
                onDirection(next);
                document.getElementById(`follows-tab-${next}`)?.focus();
              }}
              className={clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
                direction === tab ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {t(`lists.${tab}`)}
            </button>
          ))}
        </div>
      </div>
      {direction && (
        <div role="tabpanel" id="follows-panel" aria-labelledby={`follows-tab-${direction}`} className="overflow-y-auto px-4 pb-4">
          <FollowsList key={direction} userId={member._id} direction={direction} onOpen={onClose} />
        </div>
      )}
    </Modal>
  );
}

function FollowsList({ userId, direction, onOpen }: { userId: string; direction: FollowsDirection; onOpen: () => void }) {
  const { t } = useTranslation('people');
  const list = useFollowsList(direction, userId);
  if (list.isPending) return <Spinner className="mx-auto my-6 block" />;
  if (list.isError) return <LoadError title={t('lists.error')} retryLabel={t('common:retry')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const members = list.data.pages.flatMap((page) => page.users);
  if (members.length === 0) return <p className="py-6 text-center text-slate-500">{t(direction === 'followers' ? 'lists.no_followers' : 'lists.no_following')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100" data-testid={`${direction}-list`}>
        {members.map((member) => (
          <MemberRow key={member._id} member={member} onOpen={onOpen} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button color="gray" outline className="mt-3 w-full" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('lists.load_more')}
        </Button>
      )}
    </>
  );
}
