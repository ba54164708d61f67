import type { FinancialData, InternalNews, Post } from '@arya/core/contract';

export type IdeaPost = Post & { FinancialData: FinancialData };
export type NewsPost = Post & { InternalNewsData: InternalNews };

/** An idea, analysis or update: its FinancialData is set. */
export const isIdeaPost = (post: Post): post is IdeaPost => post.FinancialData !== null;

/** A post carrying an internal news item. */
export const isNewsPost = (post: Post): post is NewsPost => post.InternalNewsData !== null;
