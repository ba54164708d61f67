import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useStaffChange, type StaffChange } from '../queries.ts';

interface RevokeButtonProps {
  memberId: string;
  change: StaffChange;
  /** The button's accessible name (it says what it revokes). */
  label: string;
  title: string;
  message: string;
  done: string;
}

/** A revocation, asked for confirmation first; the outcome is said in a toast. */
export function RevokeButton({ memberId, change, label, title, message, done }: RevokeButtonProps) {
  const { t } = useTranslation('staff');
  const [asking, setAsking] = useState(false);
  const revoke = useStaffChange(memberId);
  const confirm = () =>
    revoke.mutate(change, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(errorMessage(t, error)),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button color="red" outline size="small" aria-label={label} onClick={() => setAsking(true)}>
        {t('revoke.button')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={title}
          message={message}
          confirmLabel={t('revoke.confirm')}
          cancelLabel={t('revoke.cancel')}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
          busy={revoke.isPending}
        />
      )}
    </>
  );
}
