import type { Post, ValidIdeaInput } from '@arya/core/contract';
import { createIdeaRoute, updateIdeaRoute } from '@arya/core/routes';
import { parsePostId } from '@arya/core/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { prependCachedPost, replaceCachedPost } from '../posts/queries.ts';
import { ideaKeys } from './queries.ts';

/**
 * Publishes an idea, or saves the edited `post`. The answer is the stored post: a new one goes
 * first in the feeds, an edited one replaces every cached copy; the ideas page reads its lists again
 * (filters decide where an idea belongs).
 */
export function useSaveIdea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ post, input }: { post?: Post | undefined; input: ValidIdeaInput }) => {
      if (!post) return callApi(createIdeaRoute, { body: input });
      const key = parsePostId(post._id);
      if (!key) return Promise.reject(new Error(`Not a post id: ${post._id}`));
      return callApi(updateIdeaRoute, { params: key, body: input });
    },
    onSuccess: (saved, { post }) => {
      if (post) replaceCachedPost(client, saved);
      else prependCachedPost(client, saved);
      void client.invalidateQueries({ queryKey: ideaKeys.lists });
    },
  });
}
