import type { Gif } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import type { WriterImage } from './image-attachments.ts';
import { RemoveButton } from './RemoveButton.tsx';

interface WriterAttachmentsProps {
  images: readonly WriterImage[];
  max: number;
  gif: Gif | null;
  onRemoveImage: (key: string) => void;
  onRemoveGif: () => void;
}

/** Thumbnails of the attached images (with their upload state) or the attached GIF, each with a remove button. */
export function WriterAttachments({ images, max, gif, onRemoveImage, onRemoveGif }: WriterAttachmentsProps) {
  const { t } = useTranslation('writer');
  if (gif) {
    const title = gif.title || t('gif.untitled');
    return (
      <div className="relative w-fit max-w-full" data-testid="writer-gif">
        <img src={gif.url} alt={t('gif.alt', { title })} width={gif.width} height={gif.height} className="max-h-60 w-auto max-w-full rounded-lg bg-slate-100 object-contain" />
        <RemoveButton label={t('gif.remove')} onClick={onRemoveGif} />
      </div>
    );
  }
  if (images.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <ul aria-label={t('images.list')} className="flex flex-wrap gap-2">
        {images.map((image, position) => {
          const index = position + 1;
          const uploading = image.status === 'uploading';
          return (
            <li key={image.key} className="relative size-24 overflow-hidden rounded-lg border border-slate-200 bg-slate-100" aria-busy={uploading || undefined} data-testid="writer-image">
              <img src={image.previewUrl} alt={t('images.alt', { index })} className={uploading ? 'size-full object-cover opacity-50' : 'size-full object-cover'} />
              {uploading && (
                <span className="absolute inset-0 flex items-center justify-center" title={t('images.uploading', { index })}>
                  <Spinner size="tiny" />
                </span>
              )}
              <RemoveButton label={t('images.remove', { index })} onClick={() => onRemoveImage(image.key)} />
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-500">{t('images.count', { count: images.length, max })}</p>
    </div>
  );
}
