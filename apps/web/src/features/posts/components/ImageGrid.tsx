import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageGridLayout, imageGridRatio } from '../image-grid-layout.ts';
import type { LightboxSlide } from './PostLightbox.tsx';

// The viewer and its styles stay out of the feed's first load.
const PostLightbox = lazy(() => import('./PostLightbox.tsx'));

type Size = { width: number; height: number };

/**
 * A post's images in a 1 to 5 cell layout with a "+N" badge; a click opens the viewer on that image.
 * `lead`: the grid is the first thing on screen, so its first image loads at once, with high priority.
 */
export function ImageGrid({ images, sizes, authorName, lead = false }: { images: readonly string[]; sizes: readonly Size[]; authorName: string; lead?: boolean }) {
  const { t } = useTranslation('posts');
  const [openAt, setOpenAt] = useState<number | null>(null);
  const layout = imageGridLayout(images.length);
  if (layout.cells.length === 0) return null;

  const total = images.length;
  const alt = (index: number) => t('post.image_alt', { number: index + 1, total, name: authorName });
  const slides: LightboxSlide[] = images.map((src, index) => ({ src, alt: alt(index), ...sizes[index] }));
  const last = layout.cells.length - 1;

  return (
    <>
      <div
        data-testid="image-grid"
        data-cells={layout.cells.length}
        className="grid gap-1 overflow-hidden rounded-xl bg-slate-100"
        style={{
          aspectRatio: imageGridRatio(layout.cells.length, sizes),
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${layout.rows}, minmax(0, 1fr))`,
        }}
      >
        {layout.cells.map((cell, position) => {
          const more = position === last && layout.overflow > 0;
          return (
            <button
              key={cell.index}
              type="button"
              onClick={() => setOpenAt(cell.index)}
              aria-label={
                // The name holds the visible "+N" (WCAG 2.5.3, label in name).
                more ? `${t('post.open_image', { number: cell.index + 1, total })}, +${t('post.more_images', { count: layout.overflow })}` : t('post.open_image', { number: cell.index + 1, total })
              }
              className="group relative min-h-0 overflow-hidden focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-indigo-500"
              style={{ gridColumn: `span ${cell.columnSpan}`, gridRow: `span ${cell.rowSpan}` }}
            >
              <img
                src={images[cell.index]}
                alt={alt(cell.index)}
                width={sizes[cell.index]?.width}
                height={sizes[cell.index]?.height}
                loading={lead && position === 0 ? 'eager' : 'lazy'}
                fetchPriority={lead && position === 0 ? 'high' : 'auto'}
                decoding="async"
                className="size-full object-cover motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-[1.02]"
              />
              {more && (
                <span
                  data-testid="image-grid-more"
                  aria-hidden="true"
                  className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-3xl font-bold text-white"
                >
                  +{layout.overflow}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {openAt !== null && (
        <Suspense>
          <PostLightbox slides={slides} index={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </>
  );
}
