import { ACCEPTED_IMAGE_TYPES, IDEA_ATTACHMENTS_MAX } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { FilePickButton } from '../../../components/FilePickButton.tsx';
import { uploadErrorText } from '../../uploads/upload-error-text.ts';
import { WriterAttachments } from '../../posts/writer/WriterAttachments.tsx';
import type { IdeaWriter } from './use-idea-writer.ts';

const noGif = () => {};

/** The idea's images: uploaded as soon as they are chosen, IDEA_ATTACHMENTS_MAX at most (a further one is refused with errors.max). */
export function IdeaImagesField({ writer }: { writer: IdeaWriter }) {
  const { t } = useTranslation('ideaWriter');
  return (
    <div className="flex flex-col gap-2">
      <WriterAttachments images={writer.images} max={IDEA_ATTACHMENTS_MAX} gif={null} onRemoveImage={writer.removeImage} onRemoveGif={noGif} />
      <div className="flex flex-wrap items-center gap-3">
        <FilePickButton label={t('images.add')} icon="image" accept={ACCEPTED_IMAGE_TYPES.join(',')} onFiles={writer.addImages} />
        {writer.images.length === 0 && <p className="text-xs text-slate-500">{t('images.hint', { max: IDEA_ATTACHMENTS_MAX })}</p>}
      </div>
      {writer.imageNotice && (
        <p role="alert" className="text-sm text-red-600">
          {writer.imageNotice}
        </p>
      )}
      {writer.imageUploadError !== null && (
        <p role="alert" className="text-sm text-red-600">
          {uploadErrorText(t, writer.imageUploadError, 'upload')}
        </p>
      )}
    </div>
  );
}
