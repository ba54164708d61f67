import { describe, expect, it } from 'vitest';
import { canSeeProfile, presentPerson, viewerId, viewerOf, VISITOR } from './viewer.ts';

const member = viewerOf({ id: 'u1' });

describe('Viewer', () => {
  it('is a visitor without a session, else the member', () => {
    expect(viewerOf(null)).toBe(VISITOR);
    expect(member).toEqual({ kind: 'member', id: 'u1' });
    expect(viewerId(member)).toBe('u1');
    expect(viewerId(VISITOR)).toBeNull();
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
});
