import type { RateRule } from '../common/endpoint.ts';

/** Spec 2 §9: post text minimum. */
export const POST_TEXT_MIN_LENGTH = 10;
/** A generous upper bound so one post cannot fill a page (not in the spec). */
export const POST_TEXT_MAX_LENGTH = 5000;
/** Default of the maxImagesPerPost setting (the spec leaves its value to configuration). */
export const DEFAULT_MAX_IMAGES_PER_POST = 10;
/** Spec 2 §2: embedded video frame size. */
export const YOUTUBE_FRAME = { width: 620, height: 445 } as const;
/** Spec 2 §2: the image grid shows at most this many cells, then a "+N" badge. */
export const IMAGE_GRID_DEFAULT_CELLS = 5;
/** The writer focuses its text box this long after opening (spec 2 §2). */
export const POST_WRITER_FOCUS_DELAY_MS = 1000;
/** Posts per feed page. */
export const FEED_PAGE_SIZE = 10;
/** The home feed's tabs ("Abonnements / Following" shows only followed members' posts). */
export const HOME_FEEDS = ['all', 'following'] as const;
export type HomeFeed = (typeof HOME_FEEDS)[number];
export const FEED_PAGE_SIZE_MAX = 50;
/** Spec 2 §9: user suggestions default limit. */
export const USER_SUGGESTIONS_DEFAULT_LIMIT = 10;
/** Characters of a post's LastComment (its newest comment's words, without markup). */
export const POST_LAST_COMMENT_LENGTH = 200;
/** Characters of the post text used in link previews (Open Graph description). */
export const POST_EXCERPT_LENGTH = 200;

/**
 * The query of a home feed page, shared by the web and the page's boot answers: the first page of
 * everyone's feed also brings members to follow (getPosts userSuggestions).
 */
export function homeFeedQuery(feed: HomeFeed, cursor?: string): { cursor?: string; feed?: 'following'; userSuggestions?: 'true' } {
  return {
    ...(cursor !== undefined ? { cursor } : {}),
    ...(feed === 'following' ? { feed } : {}),
    ...(feed === 'all' && cursor === undefined ? { userSuggestions: 'true' as const } : {}),
  };
}

/**
 * How much one member may write, per hour: publishing (posts, ideas and shares together), comments
 * and replies together, and edits of any of them. A member writing by hand never meets them; a
 * script or a stuck client does, and is told when it may write again (WRITING_LIMIT_REACHED with
 * the wait). They also bound the translation work one member can queue (each version of a text is
 * one job).
 */
export const WRITING_LIMITS = {
  publish: { bucket: 'writing:publish', max: 30, windowSeconds: 60 * 60, code: 'WRITING_LIMIT_REACHED' },
  comment: { bucket: 'writing:comment', max: 120, windowSeconds: 60 * 60, code: 'WRITING_LIMIT_REACHED' },
  edit: { bucket: 'writing:edit', max: 60, windowSeconds: 60 * 60, code: 'WRITING_LIMIT_REACHED' },
} as const satisfies Record<string, RateRule<'WRITING_LIMIT_REACHED'>>;
