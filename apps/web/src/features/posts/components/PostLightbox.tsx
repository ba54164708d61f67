import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

export interface LightboxSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The full-screen image viewer; loaded on the first click on an image, with its styles. */
export default function PostLightbox({ slides, index, onClose }: { slides: LightboxSlide[]; index: number; onClose: () => void }) {
  const { t } = useTranslation('posts');
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      carousel={{ finite: slides.length <= 1 }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
        Slide: t('lightbox.slide'),
        Carousel: t('lightbox.carousel'),
        Lightbox: t('lightbox.label'),
        'Photo gallery': t('lightbox.gallery'),
        '{index} of {total}': t('lightbox.position'),
      }}
    />
  );
}
