import type { Post, SharedPost } from '@arya/core/contract';

/** What sharing a post shares: the post itself, or the original when it is a share (never a share of a share). */
export interface ShareTarget {
  originalId: string;
  authorId: string;
  /** The original's text and images as the member loaded them (the server refuses if they changed since). */
  seen: { text: string | null; images: string[] };
  /** Whether the original is gone (a share whose original was deleted). */
  unavailable: boolean;
}

export function shareTargetOf(post: Post): ShareTarget {
  const shared: SharedPost | null = post.SharedPost;
  if (shared) return { originalId: shared.Id, authorId: shared.Author.Id, seen: { text: shared.Text, images: shared.Images }, unavailable: shared.IsDeleted };
  return { originalId: post._id, authorId: post.Author.Id, seen: { text: post.Text, images: post.Images }, unavailable: post.IsDeleted };
}

/**
 * Whether a member may offer to share the post: never their own, never a deleted one, once (their
 * own share says they did); never a news item (it is for its audience only) nor what they may not read.
 */
export function canShare(post: Post, memberId: string): boolean {
  if (post.InternalNewsData || post.Locked) return false;
  const target = shareTargetOf(post);
  const sharedAlready = post.SharedPost ? post.Author.Id === memberId : post.Shared;
  return target.authorId !== memberId && !target.unavailable && !sharedAlready;
}

/** A post as the original a share would carry (the writer's preview). */
export function asSharedPost(post: Post): SharedPost {
  return { Id: post._id, Author: post.Author, Text: post.Text, Date: post.Date ?? post.CreationDate, Images: post.Images, ImageSizes: post.ImageSizes, IsDeleted: post.IsDeleted };
}
