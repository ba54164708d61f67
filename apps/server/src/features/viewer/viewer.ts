import { firstNameOnly, isProfileVisible } from '@arya/core';
import type { SessionUser } from '../../plugins/auth.ts';

/**
 * Who is reading. Every answer that depends on the reader takes a Viewer, and the rules about
 * what a visitor may see live here, once.
 */
export type Viewer = { readonly kind: 'visitor' } | { readonly kind: 'member'; readonly id: string };

export const VISITOR: Viewer = { kind: 'visitor' };

export function viewerOf(user: Pick<SessionUser, 'id'> | null): Viewer {
  return user ? { kind: 'member', id: user.id } : VISITOR;
}

/** The member's id, or null for a visitor. */
export function viewerId(viewer: Viewer): string | null {
  return viewer.kind === 'member' ? viewer.id : null;
}

/** A member as a viewer may see them: visitors get the first name only and no job (spec 2 §1). */
export function presentPerson<T extends { displayName: string; job: string | null }>(person: T, viewer: Viewer): { name: string; job: string | null } {
  return viewer.kind === 'visitor' ? { name: firstNameOnly(person.displayName), job: null } : { name: person.displayName, job: person.job };
}

/** A private profile (PublicProfile false), and its list of posts, is for members only. */
export function canSeeProfile(profile: { publicProfile: boolean }, viewer: Viewer): boolean {
  return isProfileVisible(profile, viewer.kind === 'member');
}
