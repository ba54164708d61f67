import type { GifResult } from '@arya/core/contract';
import { GIF_GRID } from '@arya/core/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import { placeMasonry } from './masonry.ts';
import { useDebouncedWidth } from './use-debounced-width.ts';

interface GifGridProps {
  gifs: readonly GifResult[];
  onPick: (gif: GifResult) => void;
  /** The scrolling element around the grid: the next page loads as its end comes near. */
  scrollRoot: HTMLElement | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The results in a 3-column masonry (6 px gutter), widths computed from the container's width. */
export function GifGrid({ gifs, onPick, scrollRoot, hasMore, loadingMore, onLoadMore }: GifGridProps) {
  const { t } = useTranslation('writer');
  const [width, measure] = useDebouncedWidth<HTMLUListElement>(GIF_GRID.resizeDebounceMs);
  const layout = useMemo(() => placeMasonry(gifs, { containerWidth: width, columns: GIF_GRID.columns, gutter: GIF_GRID.gutter }), [gifs, width]);
  const sentinel = useInfiniteScroll({
    enabled: scrollRoot !== null && hasMore && !loadingMore,
    loadMore: onLoadMore,
    root: scrollRoot,
    rootMargin: '0px 0px 300px 0px',
  });

  return (
    <>
      <ul ref={measure} aria-label={t('gifs.results')} className="relative w-full" style={{ height: layout.height }}>
        {width > 0 &&
          gifs.map((gif, index) => {
            const cell = layout.cells[index]!;
            return (
              <li key={gif.id} className="absolute" style={{ left: cell.x, top: cell.y, width: cell.width, height: cell.height }}>
                <button
                  type="button"
                  onClick={() => onPick(gif)}
                  aria-label={t('gifs.pick', { title: gif.title || t('gif.untitled') })}
                  className="block size-full overflow-hidden rounded-md bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
                >
                  <img src={gif.previewUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover transition-opacity hover:opacity-85" />
                </button>
              </li>
            );
          })}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
    </>
  );
}
