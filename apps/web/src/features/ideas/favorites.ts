import type { CurrentUser } from '@arya/core/contract';
import { addFavoriteNewsRoute, removeFavoriteNewsRoute } from '@arya/core/routes';
import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { meKeys } from '../session/me-queries.ts';
import { useSession } from '../session/session-context.ts';
import type { IdeasPageFilters } from './page/ideas-filters.ts';
import { ideaKeys } from './queries.ts';

/**
 * Whether a news item is among the member's favourites. The member's favoriteIdeas is the one
 * truth every card reads (home feed, profile, post page, ideas page), so a change shows on every
 * copy at once; a visitor has none.
 */
export function useIsFavoriteNews(newsId: string): boolean {
  const { user } = useSession();
  return user ? user.favoriteIdeas.includes(newsId) : false;
}

function setFavoriteIdeas(client: QueryClient, userId: string, change: (ids: string[]) => string[]): CurrentUser | undefined {
  const key = meKeys.state(userId);
  const before = client.getQueryData<CurrentUser>(key);
  if (before) client.setQueryData<CurrentUser>(key, { ...before, favoriteIdeas: change(before.favoriteIdeas) });
  return before;
}

/** The ideas page lists filtered on favourites: they change with the favourites. */
const isFavoritesList = (query: Query) => {
  const [root, feed, kind, filters] = query.queryKey as [unknown, unknown, unknown, Partial<IdeasPageFilters> | undefined];
  return root === ideaKeys.lists[0] && feed === ideaKeys.lists[1] && kind === ideaKeys.lists[2] && filters?.favorites === true;
};

/**
 * Adds or removes a news item from the member's favourites (spec 2 §4 "Favourites"): the star
 * changes at once (and back if the server refuses), then takes the server's list; a toast says
 * it. A removal drops the item from the favourites list of the ideas page; `onUnfavorite` tells
 * the caller too.
 */
export function useFavoriteNews({ onUnfavorite }: { onUnfavorite?: () => void } = {}) {
  const client = useQueryClient();
  const { user } = useSession();
  const { t } = useTranslation('ideas');
  const userId = user?.uid ?? 'none';
  return useMutation({
    mutationFn: ({ newsId, favorite }: { newsId: string; favorite: boolean }) =>
      callApi(favorite ? addFavoriteNewsRoute : removeFavoriteNewsRoute, { params: { newsId } }),
    onMutate: async ({ newsId, favorite }) => {
      await client.cancelQueries({ queryKey: meKeys.state(userId) });
      const before = setFavoriteIdeas(client, userId, (ids) => {
        const others = ids.filter((id) => id !== newsId);
        return favorite ? [newsId, ...others] : others;
      });
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) client.setQueryData(meKeys.state(userId), context.before);
      toast.error(errorMessage(t, error));
    },
    onSuccess: ({ favoriteIdeas }, { favorite }) => {
      setFavoriteIdeas(client, userId, () => favoriteIdeas);
      toast.success(t(favorite ? 'favorite.added' : 'favorite.removed'));
      if (!favorite) onUnfavorite?.();
      void client.invalidateQueries({ predicate: isFavoritesList });
    },
  });
}
