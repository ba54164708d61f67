import { describe, expect, it } from 'vitest';
import { localizedPostPath, postShareUrl, profilePath, profilePictureUrl, visitorAuthLinks } from './post-links.ts';

describe('post links', () => {
  it('builds the profile picture address, busting the cache with the picture date', () => {
    expect(profilePictureUrl('u1', '2026-03-01T10:00:00.000Z')).toBe(`/files/profile-images/u1?v=${Date.parse('2026-03-01T10:00:00.000Z')}`);
    expect(profilePictureUrl('u1', null)).toBeNull();
  });

  it('links a profile by alias', () => {
    expect(profilePath('julie.bernard')).toBe('/u/julie.bernard');
    expect(profilePath('a b')).toBe('/u/a%20b');
  });

  it('localizes a post page, French without prefix', () => {
    expect(localizedPostPath('author/post', 'fr')).toBe('/post/author/post');
    expect(localizedPostPath('author/post', 'en')).toBe('/en/post/author/post');
  });

  it('builds the copied link from the origin', () => {
    expect(postShareUrl('https://arya.app', 'a1/p1', 'fr')).toBe('https://arya.app/post/a1/p1');
    expect(postShareUrl('https://arya.app', 'a1/p1', 'en')).toBe('https://arya.app/en/post/a1/p1');
  });

  it('brings a visitor back to the page after signing in or up', () => {
    expect(visitorAuthLinks('/post/a1/p1', 'fr')).toEqual({ signIn: '/auth?next=%2Fpost%2Fa1%2Fp1', register: '/register?next=%2Fpost%2Fa1%2Fp1' });
    expect(visitorAuthLinks('/en/u/julie', 'en')).toEqual({ signIn: '/en/auth?next=%2Fen%2Fu%2Fjulie', register: '/en/register?next=%2Fen%2Fu%2Fjulie' });
  });
});
