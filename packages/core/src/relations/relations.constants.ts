/**
 * How many members one may block, and how many one may mute (each): the session carries both lists,
 * and every feed query reads them as one array, so they stay bounded.
 */
export const RELATIONS_MAX = 1000;

/** The settings lists of blocked and muted members: keyset pages of this many. */
export const RELATIONS_PAGE_SIZE = 20;
export const RELATIONS_PAGE_SIZE_MAX = 50;

/** A block hides a pair from each other; a mute hides the muted member from the muter only. */
export const RELATION_KINDS = ['block', 'mute'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
