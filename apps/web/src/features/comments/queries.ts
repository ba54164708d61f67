import {
  createCommentRoute,
  deleteCommentRoute,
  listCommentsRoute,
  parsePostId,
  updateCommentRoute,
  type Comment,
  type CommentInput,
  type CommentsPage,
  type Post,
} from '@arya/core';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { updatePostShadow } from '../posts/shadow/post-shadow.ts';

export const commentKeys = {
  ofPost: (postId: string) => ['comments', postId] as const,
};

const keyOf = (postId: string) => {
  const key = parsePostId(postId);
  if (!key) throw new Error(`Not a post id: ${postId}`);
  return key;
};

/** The three ids of a comment's `_id` (post author, post, comment). */
const commentParams = (id: string) => {
  const [authorId, postId, commentId] = id.split('/') as [string, string, string];
  return { authorId, postId, commentId };
};

/** A post's comments, newest first, 7 at a time ("more comments" asks for the next page). */
export function useComments(postId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: commentKeys.ofPost(postId),
    queryFn: ({ pageParam }) => callApi(listCommentsRoute, { params: { authorId: keyOf(postId).authorId, postId: keyOf(postId).postId }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: CommentsPage) => page.nextCursor ?? undefined,
    enabled,
  });
}

type Pages = InfiniteData<CommentsPage>;

function mapComments(client: QueryClient, postId: string, change: (comments: Comment[], pageIndex: number) => Comment[]) {
  client.setQueryData<Pages>(commentKeys.ofPost(postId), (data) => (data ? { ...data, pages: data.pages.map((page, index) => ({ ...page, comments: change(page.comments, index) })) } : data));
}

/** A new comment is placed first (spec 2 §4) and counted on every copy of its post. */
export function useCreateComment(post: Post) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => callApi(createCommentRoute, { params: { authorId: keyOf(post._id).authorId, postId: keyOf(post._id).postId }, body: input }),
    onSuccess: (comment) => {
      mapComments(client, post._id, (comments, index) => (index === 0 && !comments.some((item) => item._id === comment._id) ? [comment, ...comments] : comments));
      updatePostShadow(client, post._id, { CommentsCount: post.CommentsCount + 1 });
    },
  });
}

export function useUpdateComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CommentInput }) => callApi(updateCommentRoute, { params: commentParams(id), body: input }),
    onSuccess: (comment) => mapComments(client, postId, (comments) => comments.map((item) => (item._id === comment._id ? comment : item))),
  });
}

/** A deleted comment stays in the list, shown as deleted, and is no longer counted. */
export function useDeleteComment(post: Post) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteCommentRoute, { params: commentParams(id) }),
    onSuccess: (comment) => {
      mapComments(client, post._id, (comments) => comments.map((item) => (item._id === comment._id ? comment : item)));
      updatePostShadow(client, post._id, { CommentsCount: Math.max(0, post.CommentsCount - 1) });
    },
  });
}
