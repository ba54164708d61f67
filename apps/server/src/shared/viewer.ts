import { firstNameOnly, isProfileVisible, type ReaderAccess } from '@arya/core';
import type { SessionUser } from './session-user.ts';

/**
 * Who is reading. Every answer that depends on the reader takes a Viewer, and the rules about
 * what a visitor may see live here, once. A member carries what their plan lets them read.
 */
export type Viewer = { readonly kind: 'visitor' } | { readonly kind: 'member'; readonly id: string; readonly access: ReaderAccess };

export const VISITOR: Viewer = { kind: 'visitor' };

/** A member without a plan: no subscription, no trial, not staff. */
export const NO_PLAN: ReaderAccess = { staff: false, activeSubscription: false, trial: false, tier: 'SILVER', language: 'fr' };

export function viewerOf(user: (Pick<SessionUser, 'id'> & { access?: ReaderAccess }) | null): Viewer {
  return user ? { kind: 'member', id: user.id, access: user.access ?? NO_PLAN } : VISITOR;
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

/** A private profile (PublicProfile false), and its list of posts, is for members only. */
export function canSeeProfile(profile: { publicProfile: boolean }, viewer: Viewer): boolean {
  return isProfileVisible(profile, viewer.kind === 'member');
}
