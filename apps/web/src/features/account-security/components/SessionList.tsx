import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useMemberSessions, useSignOutOtherSessions, useSignOutSession } from '../queries.ts';
import { SessionItem } from './SessionItem.tsx';

/**
 * The member's sessions, this one first, each signed out on its own; "sign out everywhere" signs
 * out every other session and keeps this one (leaving this device too is the menu's sign-out), so
 * a member who fears their account is used elsewhere stays in to change their password.
 */
export function SessionList() {
  const { t } = useTranslation('security');
  const headingId = useId();
  const sessions = useMemberSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current).length;

  const signOutOne = (id: string) =>
    signOut.mutate(id, {
      onSuccess: () => toast.success(t('sessions.signedOut')),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  const signOutEveryOther = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOutSessions }) => toast.success(t('sessions.signedOutOthers', { count: signedOutSessions })),
      onError: (error) => toast.error(errorMessage(t, error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('sessions.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('sessions.description')}</p>
        {sessions.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner size="medium" />
          </div>
        ) : sessions.isError ? (
          <div className="mt-4">
            <LoadError title={t('sessions.loadError')} retryLabel={t('sessions.retry')} error={sessions.error} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
          </div>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-slate-200">
              {list.map((session) => (
                <SessionItem key={session.id} session={session} onSignOut={() => signOutOne(session.id)} signingOut={signOut.isPending && signOut.variables === session.id} />
              ))}
            </ul>
            {others === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('sessions.noOthers')}</p>
            ) : (
              <div className="mt-4 flex flex-col items-start gap-2 border-t border-slate-200 pt-4">
                <Button color="red" wrap onClick={() => setConfirming(true)}>
                  {t('sessions.signOutOthers')}
                </Button>
                <p className="text-sm text-slate-600">{t('sessions.signOutOthersHint')}</p>
              </div>
            )}
          </>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title={t('sessions.confirmTitle')}
          message={t('sessions.confirmMessage')}
          confirmLabel={t('sessions.confirm')}
          cancelLabel={t('sessions.cancel')}
          onConfirm={signOutEveryOther}
          onCancel={() => setConfirming(false)}
          busy={signOutOthers.isPending}
        />
      )}
    </Card>
  );
}
