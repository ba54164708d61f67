import type { Post } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
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
    <Modal open onClose={onClose} title={t('delete.title')} size="small">
      <p className="text-sm text-slate-600">{t('delete.message')}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button color="gray" outline onClick={onClose} disabled={deletion.isPending}>
          {t('delete.cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={deletion.isPending}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
