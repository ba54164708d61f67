import type { Post } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal.tsx';
import { IdeaWriterForm } from './IdeaWriterForm.tsx';
import { useIdeaWriter } from './use-idea-writer.ts';

/**
 * The idea writer (spec 2 §2): publishes an idea, an analysis or an update, or edits `post`.
 * Closing unmounts it, which throws the draft away, stops the microphone and running uploads.
 */
export default function IdeaWriterModal({ post, onClose }: { post?: Post | undefined; onClose: () => void }) {
  const { t } = useTranslation('ideaWriter');
  const writer = useIdeaWriter({ post, onSaved: onClose });
  return (
    <Modal open onClose={onClose} title={post ? t('title.edit') : t('title.create')} size="large">
      <IdeaWriterForm writer={writer} onCancel={onClose} />
    </Modal>
  );
}
