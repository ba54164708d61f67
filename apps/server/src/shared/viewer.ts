import { firstNameOnly, isProfileVisible, restrictionActive, type ReaderAccess } from '@arya/core';
import { excludedMembers, hidesMember, blockedBetween, NO_RELATIONS, type MemberRelations } from './relations.ts';
import type { SessionUser } from './session-user.ts';

/**
 * Who is reading. Every answer that depends on the reader takes a Viewer, and the rules about
 * what a visitor may see live here, once. A member carries what their plan lets them read.
 */
export type Viewer =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'member'; readonly id: string; readonly access: ReaderAccess; readonly relations: MemberRelations };

export const VISITOR: Viewer = { kind: 'visitor' };

/** A member without a plan: no subscription, no trial, not staff. */
export const NO_PLAN: ReaderAccess = { staff: false, activeSubscription: false, trial: false, tier: 'SILVER', language: 'fr' };

export function viewerOf(user: (Pick<SessionUser, 'id'> & { access?: ReaderAccess; relations?: MemberRelations }) | null): Viewer {
  return user ? { kind: 'member', id: user.id, access: user.access ?? NO_PLAN, relations: user.relations ?? NO_RELATIONS } : VISITOR;
}

/** The viewer's blocks and mutes; none for a visitor. */
export function viewerRelations(viewer: Viewer): MemberRelations {
  return viewer.kind === 'member' ? viewer.relations : NO_RELATIONS;
}

/** Whether a block stands between the viewer and the member (either way): they cannot see each other. */
export function isBlockedWith(viewer: Viewer, memberId: string): boolean {
  return blockedBetween(viewerRelations(viewer), memberId);
}

/** Whether lists hide the member's content from the viewer: a block either way, or a mute. */
export function hidesAuthor(viewer: Viewer, memberId: string): boolean {
  return hidesMember(viewerRelations(viewer), memberId);
}

/** The authors the viewer's lists leave out, as one array for SQL; mutes only in lists the viewer did not open on purpose. */
export function excludedAuthors(viewer: Viewer, options: { mutes: boolean } = { mutes: true }): string[] {
  return excludedMembers(viewerRelations(viewer), options);
}

/** The member's id, or null for a visitor. */
export function viewerId(viewer: Viewer): string | null {
  return viewer.kind === 'member' ? viewer.id : null;
}

/** What the viewer's plan lets them read; null for a visitor. */
export function viewerAccess(viewer: Viewer): ReaderAccess | null {
  return viewer.kind === 'member' ? viewer.access : null;
}

/** A member as a viewer may see them: visitors get the first name only and no job (spec 2 §1). */
export function presentPerson<T extends { displayName: string; job: string | null }>(person: T, viewer: Viewer): { name: string; job: string | null } {
  return viewer.kind === 'visitor' ? { name: firstNameOnly(person.displayName), job: null } : { name: person.displayName, job: person.job };
}

/**
 * Whether the viewer sees a member whose content is hidden (suspended, or their account being
 * deleted): staff, who decide on it, and the member themselves.
 */
export function seesHiddenMember(viewer: Viewer, memberId: string): boolean {
  return viewer.kind === 'member' && (viewer.id === memberId || viewer.access.staff);
}

/** Whether a member is hidden from the viewer now: suspended or leaving, and the viewer neither staff nor them. */
export function hiddenFrom(viewer: Viewer, member: { id: string; hiddenUntil: Date | null }): boolean {
  return restrictionActive(member.hiddenUntil) && !seesHiddenMember(viewer, member.id);
}

/** A private profile (PublicProfile false), and its list of posts, is for members only. */
export function canSeeProfile(profile: { publicProfile: boolean }, viewer: Viewer): boolean {
  return isProfileVisible(profile, viewer.kind === 'member');
}
