import type { Comment, CommentInput, CommentsPage, LikeState, Post, RepliesPage } from '@arya/core/contract';
import {
  createCommentRoute,
  createReplyRoute,
  deleteCommentRoute,
  deleteReplyRoute,
  likeCommentRoute,
  likeReplyRoute,
  listCommentsRoute,
  listRepliesRoute,
  unlikeCommentRoute,
  unlikeReplyRoute,
  updateCommentRoute,
  updateReplyRoute,
} from '@arya/core/routes';
import { parentCommentIdOf, parseCommentId, parsePostId, postIdOfComment } from '@arya/core/rules';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { lastCommentOf } from './last-comment.ts';
import { callApi } from '../../lib/api-client.ts';
import { updatePostShadow } from '../posts/shadow/post-shadow.ts';

export const commentKeys = {
  ofPost: (postId: string) => ['comments', postId] as const,
  list: (postId: string) => ['comments', postId, 'list'] as const,
  replies: (postId: string, commentId: string) => ['comments', postId, 'replies', commentId] as const,
};

const keyOf = (postId: string) => {
  const key = parsePostId(postId);
  if (!key) throw new Error(`Not a post id: ${postId}`);
  return key;
};

/** The ids of a comment's `_id` (post author, post, comment), and of a reply's (…, reply). */
const commentKeyOf = (id: string) => {
  const key = parseCommentId(id);
  if (!key) throw new Error(`Not a comment or reply id: ${id}`);
  return key;
};
const commentParams = (id: string) => {
  const { authorId, postId, commentId } = commentKeyOf(id);
  return { authorId, postId, commentId };
};
const replyParams = (id: string) => ({ ...commentParams(id), replyId: commentKeyOf(id).replyId ?? '' });
export const isReply = (id: string) => Boolean(parseCommentId(id)?.replyId);
export const postIdOf = (id: string) => postIdOfComment(commentKeyOf(id));
/** The list a comment or reply is read in: its post's comments, or its comment's replies. */
export const threadKeyOf = (id: string) => (isReply(id) ? commentKeys.replies(postIdOf(id), parentCommentIdOf(commentKeyOf(id))) : commentKeys.list(postIdOf(id)));

/** A post's comments, newest first, 7 at a time ("more comments" asks for the next page). */
export const commentsQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(postId),
    queryFn: ({ pageParam }) => callApi(listCommentsRoute, { params: { authorId: keyOf(postId).authorId, postId: keyOf(postId).postId }, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: CommentsPage) => page.nextCursor ?? undefined,
  });

export function useComments(postId: string, enabled = true) {
  return useInfiniteQuery({ ...commentsQuery(postId), enabled });
}

type Pages = InfiniteData<CommentsPage>;

function mapComments(client: QueryClient, postId: string, change: (comments: Comment[], pageIndex: number) => Comment[]) {
  client.setQueryData<Pages>(commentKeys.list(postId), (data) => (data ? { ...data, pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index) })) } : data));
}

/** Replaces a comment or reply wherever its post's threads hold it. */
export function patchComment(client: QueryClient, id: string, patch: (comment: Comment) => Comment) {
  const postId = postIdOf(id);
  const change = (items: Comment[]) => items.map((item) => (item._id === id ? patch(item) : item));
  mapComments(client, postId, change);
  client.setQueriesData<RepliesPage>({ queryKey: [...commentKeys.ofPost(postId), 'replies'] }, (data) => (data ? { ...data, items: change(data.items) } : data));
}

/** A comment or reply as this page holds it, if it does. */
function findCached(client: QueryClient, id: string): Comment | undefined {
  const postId = postIdOf(id);
  const lists = client.getQueryData<Pages>(commentKeys.list(postId))?.pages.flatMap((page) => page.items) ?? [];
  const replies = client.getQueriesData<RepliesPage>({ queryKey: [...commentKeys.ofPost(postId), 'replies'] }).flatMap(([, data]) => data?.items ?? []);
  return [...lists, ...replies].find((item) => item._id === id);
}

/** Sets or removes the member's like of a comment or reply. */
export function sendCommentLike(id: string, like: boolean): Promise<LikeState> {
  if (isReply(id)) return callApi(like ? likeReplyRoute : unlikeReplyRoute, { params: replyParams(id) });
  return callApi(like ? likeCommentRoute : unlikeCommentRoute, { params: commentParams(id) });
}

/** A new comment is placed first (spec 2 §4) and counted on every copy of its post. */
export function useCreateComment(post: Post) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => callApi(createCommentRoute, { params: { authorId: keyOf(post._id).authorId, postId: keyOf(post._id).postId }, body: input }),
    onSuccess: (comment) => {
      updatePostShadow(client, post._id, { LastComment: lastCommentOf([comment]) });
      // The live channel may have brought it (and the stored count) first: then it is counted already.
      if (findCached(client, comment._id)) return;
      mapComments(client, post._id, (comments, index) => (index === 0 ? [comment, ...comments] : comments));
      updatePostShadow(client, post._id, { CommentsCount: post.CommentsCount + 1 });
    },
  });
}

export function useUpdateComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CommentInput }) =>
      isReply(id) ? callApi(updateReplyRoute, { params: replyParams(id), body: input }) : callApi(updateCommentRoute, { params: commentParams(id), body: input }),
    onSuccess: (comment) => {
      patchComment(client, comment._id, () => comment);
      if (!isReply(comment._id)) followLastComment(client, postIdOf(comment._id));
    },
  });
}

/** The post's LastComment after the member's own edit or delete, from the comments on screen. */
function followLastComment(client: QueryClient, postId: string) {
  const comments = client.getQueryData<Pages>(commentKeys.list(postId))?.pages.flatMap((page) => page.items) ?? [];
  updatePostShadow(client, postId, { LastComment: lastCommentOf(comments) });
}

/** All the replies of a comment at once (spec 2 §9), loaded when asked for. */
export function useReplies(comment: Comment, enabled: boolean) {
  return useQuery({
    queryKey: commentKeys.replies(postIdOf(comment._id), comment._id),
    queryFn: () => callApi(listRepliesRoute, { params: commentParams(comment._id) }),
    enabled,
  });
}

/**
 * A new reply is placed first and counted on its comment, once: the live channel of the post may
 * have brought the comment's stored count (with this reply in it) before the answer, while the
 * reply itself comes only to readers of the open thread. The count is then at least one more than
 * before sending, never one more than the live one.
 */
export function useCreateReply(comment: Comment) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => callApi(createReplyRoute, { params: commentParams(comment._id), body: input }),
    onMutate: () => ({ countBefore: findCached(client, comment._id)?.RepliesCount ?? comment.RepliesCount }),
    onSuccess: (reply, _input, context) => {
      if (findCached(client, reply._id)) return;
      const key = commentKeys.replies(postIdOf(comment._id), comment._id);
      client.setQueryData<RepliesPage>(key, (data) => ({ items: [reply, ...(data?.items ?? []).filter((item) => item._id !== reply._id)], nextCursor: data?.nextCursor ?? null }));
      patchComment(client, comment._id, (item) => ({ ...item, RepliesCount: Math.max(item.RepliesCount, (context?.countBefore ?? item.RepliesCount) + 1) }));
    },
  });
}

/** A deleted comment stays in the list, shown as deleted, and is no longer counted. */
export function useDeleteComment(post: Post) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => (isReply(id) ? callApi(deleteReplyRoute, { params: replyParams(id) }) : callApi(deleteCommentRoute, { params: commentParams(id) })),
    onSuccess: (comment) => {
      const counted = findCached(client, comment._id)?.IsDeleted === false;
      patchComment(client, comment._id, () => comment);
      if (!counted) return;
      if (isReply(comment._id)) {
        const parentId = parentCommentIdOf(commentKeyOf(comment._id));
        patchComment(client, parentId, (item) => ({ ...item, RepliesCount: Math.max(0, item.RepliesCount - 1) }));
      } else {
        updatePostShadow(client, post._id, { CommentsCount: Math.max(0, post.CommentsCount - 1) });
        followLastComment(client, post._id);
      }
    },
  });
}
