import type { Gif, GifResult } from '@arya/core/contract';
import { GIF_DEFAULT_SEARCH } from '@arya/core/rules';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { GifGrid } from './GifGrid.tsx';
import { useGifSearch } from './queries.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Typing pauses this long before a search is sent. */
export const GIF_SEARCH_DEBOUNCE_MS = 400;

export function toAttachedGif(gif: GifResult): Gif {
  return { url: gif.url, width: gif.width, height: gif.height, title: gif.title };
}

/** The GIF picker view: a back arrow, a search field (the fixed default term until the member types) and the results. */
export function GifPicker({ onPick, onBack }: { onPick: (gif: Gif) => void; onBack: () => void }) {
  const { t } = useTranslation('writer');
  const [input, setInput] = useState('');
  const typed = useDebouncedValue(input.trim(), GIF_SEARCH_DEBOUNCE_MS);
  const term = typed || GIF_DEFAULT_SEARCH;
  const search = useGifSearch(term);
  const [scrollRoot, setScrollRoot] = useState<HTMLDivElement | null>(null);
  const gifs = useMemo(() => uniqueById(search.data?.pages.flatMap((page) => page.gifs) ?? []), [search.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <button type="button" onClick={onBack} aria-label={t('gifs.back')} title={t('gifs.back')} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-5" aria-hidden="true">
            <path d="M19 12H5M11 6l-6 6 6 6" />
          </svg>
        </button>
        <label className="relative flex-1">
          <span className="sr-only">{t('gifs.search')}</span>
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400">
            <Icon name="search" />
          </span>
          <input
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('gifs.placeholder')}
            maxLength={100}
            autoFocus
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-slate-300 bg-white pr-4 pl-10 text-slate-900 shadow-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-100"
          />
        </label>
      </div>
      <div ref={setScrollRoot} className="h-[calc(80vh-10rem)] min-h-60 overflow-y-auto overscroll-contain" aria-busy={search.isFetching || undefined}>
        {search.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : search.isError && gifs.length === 0 ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-slate-600">
            <p>{errorMessage(t, search.error)}</p>
            <Button size="small" outline color="gray" onClick={() => void search.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : gifs.length === 0 ? (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            {typed ? t('gifs.empty', { term: typed }) : t('gifs.emptyDefault')}
          </p>
        ) : (
          <>
            <GifGrid gifs={gifs} onPick={(gif) => onPick(toAttachedGif(gif))} scrollRoot={scrollRoot} hasMore={hasNextPage} loadingMore={isFetchingNextPage} onLoadMore={loadMore} />
            <p role="status" className="py-3 text-center text-xs text-slate-500">
              {isFetchingNextPage ? t('gifs.loadingMore') : hasNextPage ? '' : t('gifs.end')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function uniqueById(gifs: GifResult[]): GifResult[] {
  const seen = new Set<string>();
  return gifs.filter((gif) => !seen.has(gif.id) && seen.add(gif.id));
}
