import { describe, expect, it } from 'vitest';
import { relationsOf, NO_RELATIONS } from './relations.ts';
import { canSeeProfile, excludedAuthors, hidesAuthor, isBlockedWith, NO_PLAN, presentPerson, viewerAccess, viewerId, viewerOf, VISITOR } from './viewer.ts';

const member = viewerOf({ id: 'u1' });

describe('Viewer', () => {
  it('is a visitor without a session, else the member', () => {
    expect(viewerOf(null)).toBe(VISITOR);
    expect(member).toEqual({ kind: 'member', id: 'u1', access: NO_PLAN, relations: NO_RELATIONS });
    expect(viewerId(member)).toBe('u1');
    expect(viewerId(VISITOR)).toBeNull();
  });

  it("carries the member's plan (none when the session says nothing), and none for a visitor", () => {
    const gold = { ...NO_PLAN, activeSubscription: true, tier: 'GOLD' as const };
    expect(viewerAccess(viewerOf({ id: 'u2', access: gold }))).toEqual(gold);
    expect(viewerAccess(member)).toEqual(NO_PLAN);
    expect(viewerAccess(VISITOR)).toBeNull();
  });

  it('shows a visitor the first name only and no job; a member everything', () => {
    const person = { displayName: '  Léa   Martin ', job: 'Trader' };
    expect(presentPerson(person, VISITOR)).toEqual({ name: 'Léa', job: null });
    expect(presentPerson(person, member)).toEqual({ name: '  Léa   Martin ', job: 'Trader' });
  });

  it('keeps a private profile for members', () => {
    expect(canSeeProfile({ publicProfile: true }, VISITOR)).toBe(true);
    expect(canSeeProfile({ publicProfile: false }, VISITOR)).toBe(false);
    expect(canSeeProfile({ publicProfile: false }, member)).toBe(true);
  });

  it('carries blocks both ways and mutes: a block hides everywhere, a mute in lists only', () => {
    const reader = viewerOf({ id: 'u1', relations: relationsOf({ blocking: ['b1'], blockedBy: ['b2'], muting: ['m1'] }) });
    expect(['b1', 'b2', 'm1', 'x'].map((id) => isBlockedWith(reader, id))).toEqual([true, true, false, false]);
    expect(['b1', 'b2', 'm1', 'x'].map((id) => hidesAuthor(reader, id))).toEqual([true, true, true, false]);
    expect(excludedAuthors(reader).sort()).toEqual(['b1', 'b2', 'm1']);
    expect(excludedAuthors(reader, { mutes: false }).sort()).toEqual(['b1', 'b2']);
    expect(excludedAuthors(VISITOR)).toEqual([]);
    expect(hidesAuthor(VISITOR, 'b1')).toBe(false);
    expect(relationsOf({ blocking: [], blockedBy: null, muting: undefined })).toBe(NO_RELATIONS);
  });
});
