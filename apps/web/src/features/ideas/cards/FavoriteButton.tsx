import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { useFavoriteNews, useIsFavoriteNews } from '../favorites.ts';

/** The star that adds a news item to the member's favourites or takes it out (a toggle: aria-pressed). */
export function FavoriteButton({ newsId, onUnfavorite }: { newsId: string; onUnfavorite?: () => void }) {
  const { t } = useTranslation('ideas');
  const favorite = useIsFavoriteNews(newsId);
  const mutation = useFavoriteNews({ onUnfavorite });
  const label = t(favorite ? 'favorite.remove' : 'favorite.add');
  return (
    <button
      type="button"
      data-testid="favorite-button"
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      // One change at a time: the next click waits for the server's answer.
      aria-disabled={mutation.isPending || undefined}
      onClick={() => {
        if (!mutation.isPending) mutation.mutate({ newsId, favorite: !favorite });
      }}
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
        favorite ? 'text-amber-600 hover:bg-amber-50' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-700',
      )}
    >
      <Icon name="star" filled={favorite} className="size-5" />
    </button>
  );
}
