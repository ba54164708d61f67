/**
 * Blocks and mutes as a reader carries them (read with the session, in the same statement): every
 * list, thread, search and live channel hides what they say to hide, on the server.
 * A block hides the pair from each other; a mute hides the muted member from the muter only.
 */
export interface MemberRelations {
  /** The members this one blocks. */
  readonly blocking: ReadonlySet<string>;
  /** The members who block this one. */
  readonly blockedBy: ReadonlySet<string>;
  /** The members this one mutes. */
  readonly muting: ReadonlySet<string>;
}

export const NO_RELATIONS: MemberRelations = { blocking: new Set(), blockedBy: new Set(), muting: new Set() };

export function relationsOf(lists: { blocking?: readonly string[] | null; blockedBy?: readonly string[] | null; muting?: readonly string[] | null }): MemberRelations {
  const { blocking, blockedBy, muting } = lists;
  if (!blocking?.length && !blockedBy?.length && !muting?.length) return NO_RELATIONS;
  return { blocking: new Set(blocking ?? []), blockedBy: new Set(blockedBy ?? []), muting: new Set(muting ?? []) };
}

/** Whether a block stands between the two members, whichever of them made it. */
export function blockedBetween(relations: MemberRelations, memberId: string): boolean {
  return relations.blocking.has(memberId) || relations.blockedBy.has(memberId);
}

/** Whether the member's content is hidden from this reader in lists: a block either way, or a mute. */
export function hidesMember(relations: MemberRelations, memberId: string): boolean {
  return blockedBetween(relations, memberId) || relations.muting.has(memberId);
}

/**
 * The authors a list leaves out for this reader, as one array for SQL (`<> all($1)`): blocks both
 * ways and, unless the list is one the reader chose to open (a profile), mutes.
 */
export function excludedMembers(relations: MemberRelations, { mutes }: { mutes: boolean }): string[] {
  const ids = new Set([...relations.blocking, ...relations.blockedBy]);
  if (mutes) for (const id of relations.muting) ids.add(id);
  return [...ids];
}
