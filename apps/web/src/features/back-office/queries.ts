import type { InternalNews, NewsInput, NewsPage } from '@arya/core/contract';
import { createNewsRoute, deleteNewsRoute, listNewsRoute } from '@arya/core/routes';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const backOfficeKeys = {
  news: ['backOffice', 'news'] as const,
};

/** Every news item, newest first, deleted ones included (staff only), a keyset page at a time. */
export function useNewsList(enabled: boolean) {
  return useInfiniteQuery({
    enabled,
    queryKey: backOfficeKeys.news,
    queryFn: ({ pageParam, signal }) => callApi(listNewsRoute, { query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: NewsPage) => page.nextCursor ?? undefined,
  });
}

export function useCreateNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsInput) => callApi(createNewsRoute, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.news }),
  });
}

/** A deleted item stays in the list, marked as deleted. */
export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (newsId: string) => callApi(deleteNewsRoute, { params: { newsId } }),
    onSuccess: (deleted: InternalNews) =>
      client.setQueryData<InfiniteData<NewsPage>>(backOfficeKeys.news, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.Id === deleted.Id ? deleted : item)) })) } : data,
      ),
  });
}
