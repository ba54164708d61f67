import { describe, expect, it } from 'vitest';
import { COURSE_PLATFORM_HOME_PATH, COURSE_PLATFORM_MENU, COURSE_MENU_MAX_ITEMS } from './course-platform.constants.ts';
import { coursePlatformUrl } from './course-platform.rules.ts';
import { courseTokenInputSchema } from './course-platform.schemas.ts';

describe('coursePlatformUrl', () => {
  it('joins the target, the menu path and the token', () => {
    expect(coursePlatformUrl('https://academy.example/', '/', 'abc')).toBe('https://academy.example/?token=abc');
    expect(coursePlatformUrl('https://academy.example', '/my-courses', 'abc')).toBe('https://academy.example/my-courses?token=abc');
    expect(coursePlatformUrl('https://lms.example/school/', '/live', 'a.b-c')).toBe('https://lms.example/school/live?token=a.b-c');
  });

  it('keeps a query of the path and encodes the token', () => {
    expect(coursePlatformUrl('https://academy.example', '/search?q=forex', 'a+b/c=')).toBe('https://academy.example/search?q=forex&token=a%2Bb%2Fc%3D');
  });

  it('opens nothing but http(s) addresses', () => {
    expect(coursePlatformUrl('javascript:alert(1)//', '/', 'abc')).toBeNull();
    expect(coursePlatformUrl('data:text/html,hi', '/', 'abc')).toBeNull();
    expect(coursePlatformUrl('not a url', '/', 'abc')).toBeNull();
  });
});

describe('courseTokenInputSchema', () => {
  const menu = COURSE_PLATFORM_MENU.map(({ url, icon }) => ({ url, icon, label: 'Cours' }));

  it('takes the course menu, home first', () => {
    expect(courseTokenInputSchema.safeParse({ menuItems: menu }).success).toBe(true);
    expect(COURSE_PLATFORM_HOME_PATH).toBe('/');
  });

  it('refuses no items, too many, other hosts, long labels and control characters', () => {
    const item = { url: '/a', label: 'A', icon: 'book' };
    for (const menuItems of [
      [],
      Array.from({ length: COURSE_MENU_MAX_ITEMS + 1 }, () => item),
      [{ ...item, url: '//evil.example/' }],
      [{ ...item, url: 'https://evil.example/' }],
      [{ ...item, url: '/a b' }],
      [{ ...item, label: 'x'.repeat(81) }],
      [{ ...item, label: '   ' }],
      [{ ...item, label: 'a\u0000' }],
      [{ ...item, icon: '<svg>' }],
      [{ ...item, subItems: Array.from({ length: COURSE_MENU_MAX_ITEMS + 1 }, () => item) }],
    ]) {
      expect(courseTokenInputSchema.safeParse({ menuItems }).success, JSON.stringify(menuItems).slice(0, 80)).toBe(false);
    }
  });
});
