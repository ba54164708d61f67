import type { Post } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useDeletePost } from '../queries.ts';

/** Asks before a soft delete; the card stays in the list, shown as deleted. */
export function DeletePostDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const { t } = useTranslation('posts');
  const deletion = useDeletePost();
  // A promise rather than mutate callbacks: the card turns into a deleted card (and unmounts this) on success.
  const confirm = () =>
    deletion.mutateAsync(post._id).then(
      () => {
        toast.success(t('delete.done'));
        onClose();
      },
      (error: unknown) => void toast.error(errorMessage(t, error)),
    );
  return (
    <ConfirmDialog
      title={t('delete.title')}
      message={t('delete.message')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={deletion.isPending}
    />
  );
}
