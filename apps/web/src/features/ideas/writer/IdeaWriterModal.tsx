import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal.tsx';

/** The writer opens from the create menu; writing itself arrives with the posts and ideas features. */
export default function IdeaWriterModal({ onClose }: { post?: unknown; onClose: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <Modal open onClose={onClose} title={t('writer.idea.title')} size="large">
      <p className="text-slate-600">{t('writer.idea.comingSoon')}</p>
    </Modal>
  );
}
