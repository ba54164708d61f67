import type { InternalNews } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { tellApp } from '../back-office-messages.ts';
import { useDeleteNews } from '../queries.ts';

/** Asks before the soft delete (spec 2 §4: the audience is cleared; the item stays in the list, marked deleted). */
export function DeleteNewsDialog({ news, onClose }: { news: InternalNews; onClose: () => void }) {
  const { t } = useTranslation('backOffice');
  const deletion = useDeleteNews();
  const confirm = () =>
    deletion.mutateAsync(news.Id).then(
      () => {
        toast.success(t('list.delete.done'));
        tellApp('news-deleted');
        onClose();
      },
      (error: unknown) => void toast.error(errorMessage(t, error)),
    );
  return (
    <ConfirmDialog
      title={t('list.delete.title')}
      message={t('list.delete.message', { title: news.Title || t('list.untitled') })}
      confirmLabel={t('list.delete.confirm')}
      cancelLabel={t('list.delete.cancel')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={deletion.isPending}
    />
  );
}
