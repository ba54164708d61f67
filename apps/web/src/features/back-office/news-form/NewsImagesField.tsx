import { ACCEPTED_IMAGE_TYPES, NEWS_IMAGES_MAX } from '@arya/core/rules';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadErrorText } from '../../uploads/upload-error-text.ts';
import { uploadImage } from '../../uploads/upload-image.ts';
import { RemoveButton } from '../../posts/writer/RemoveButton.tsx';
import { FilePickButton } from '../../../components/FilePickButton.tsx';
import type { NewsForm } from './news-form-values.ts';
import { useUploads } from './use-uploads.ts';

/** The news images: uploaded as soon as they are chosen (like the post writer's), NEWS_IMAGES_MAX at most. */
export function NewsImagesField({ form, onPendingChange }: { form: NewsForm; onPendingChange: (key: string, pending: number) => void }) {
  const { t } = useTranslation('backOffice');
  const images = useWatch({ control: form.control, name: 'images' });
  const uploads = useUploads(uploadImage, (stored) => {
    const current = form.getValues('images');
    if (current.length < NEWS_IMAGES_MAX) form.setValue('images', [...current, { url: stored.url }], { shouldDirty: true });
  });
  useEffect(() => onPendingChange('images', uploads.pending), [onPendingChange, uploads.pending]);
  const room = NEWS_IMAGES_MAX - images.length - uploads.pending;

  return (
    <div className="flex flex-col gap-2">
      {images.length > 0 && (
        <ul aria-label={t('form.images.list')} className="flex flex-wrap gap-2">
          {images.map((image, position) => (
            <li key={image.url} className="relative size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:size-24">
              <img src={image.url} alt={t('form.images.alt', { index: position + 1 })} className="size-full object-cover" />
              <RemoveButton
                label={t('form.images.remove', { index: position + 1 })}
                onClick={() => form.setValue('images', images.filter((item) => item.url !== image.url), { shouldDirty: true })}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FilePickButton
          label={t('form.images.add')}
          icon="image"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          disabled={room <= 0}
          busy={uploads.pending > 0}
          onFiles={(files) => uploads.add(files.slice(0, Math.max(room, 0)))}
        />
        <p className="text-xs text-slate-500">{t('form.images.count', { current: images.length, max: NEWS_IMAGES_MAX })}</p>
      </div>
      {uploads.error !== null && (
        <p role="alert" className="text-sm text-red-600">
          {uploadErrorText(t, uploads.error)}
        </p>
      )}
    </div>
  );
}
