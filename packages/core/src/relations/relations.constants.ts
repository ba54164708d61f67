/**
 * How many members one may block, and how many one may mute (each): the session carries both lists,
 * and every feed query reads them as one array, so they stay bounded.
 */
export const RELATIONS_MAX = 1000;

/**
 * How many of the members blocking one member the session reads (each request carries them). A
 * member blocked by more is an abuser for moderation to deal with; past it, the blocked member may
 * read the public posts of the blockers left out (read in index order, without sorting them all),
 * while those blockers still never see them (their own list is complete).
 */
export const BLOCKED_BY_MAX = 5000;

/** The settings lists of blocked and muted members: keyset pages of this many. */
export const RELATIONS_PAGE_SIZE = 20;
export const RELATIONS_PAGE_SIZE_MAX = 50;

/** A block hides a pair from each other; a mute hides the muted member from the muter only. */
export const RELATION_KINDS = ['block', 'mute'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
