import { COURSE_PLATFORM_MENU } from '@arya/core/rules';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseMenuItems, openCoursePlatform, type CourseTab } from './open-course-platform.ts';

function fakeTab(): CourseTab & { closed: boolean } {
  const tab = { location: { href: 'about:blank' }, opener: {} as unknown, closed: false, close: () => void (tab.closed = true) };
  return tab;
}

/** The server's answers, in order: the member token, then the course token (status and body). */
function answers(...replies: [number, unknown][]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const [status, body] = replies.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const MEMBER_TOKEN = [200, { token: 'member.token', expiresAt: new Date(Date.now() + 900_000).toISOString() }] as [number, unknown];
const menu = courseMenuItems((key) => `label:${key}`);

afterEach(() => vi.unstubAllGlobals());

describe('openCoursePlatform', () => {
  it('posts the menu with the bearer token and sends the tab to target + path + token', async () => {
    const calls = answers(MEMBER_TOKEN, [200, { token: 'lms.token', target: 'https://academy.test/' }]);
    const tab = fakeTab();
    await openCoursePlatform(new QueryClient(), menu, { open: () => tab });
    expect(tab.location.href).toBe('https://academy.test/?token=lms.token');
    expect(tab.opener).toBeNull();
    expect(tab.closed).toBe(false);
    const [, lms] = calls;
    expect(lms?.url).toBe('/api/shop/sign/token/lms');
    expect(lms?.init.method).toBe('POST');
    expect((lms?.init.headers as Record<string, string>).authorization).toBe('Bearer member.token');
    expect(JSON.parse(String(lms?.init.body))).toEqual({ menuItems: COURSE_PLATFORM_MENU.map(({ url, icon, labelKey }) => ({ url, icon, label: `label:${labelKey}` })) });
  });

  it('opens the path asked for', async () => {
    answers(MEMBER_TOKEN, [200, { token: 't', target: 'https://academy.test' }]);
    const tab = fakeTab();
    await openCoursePlatform(new QueryClient(), menu, { path: '/live', open: () => tab });
    expect(tab.location.href).toBe('https://academy.test/live?token=t');
  });

  it('closes the tab silently when the platform fails or answers an address that is not http(s)', async () => {
    for (const reply of [[502, { code: 'COURSE_PLATFORM_ERROR', message: 'down' }], [200, { token: 't', target: 'javascript:alert(1)' }]] as [number, unknown][]) {
      answers(MEMBER_TOKEN, reply);
      const tab = fakeTab();
      await expect(openCoursePlatform(new QueryClient(), menu, { open: () => tab })).resolves.toBeUndefined();
      expect(tab.closed).toBe(true);
      expect(tab.location.href).toBe('about:blank');
    }
  });

  it('asks nothing when the browser gives no tab (a pop-up blocker)', async () => {
    const calls = answers(MEMBER_TOKEN);
    await openCoursePlatform(new QueryClient(), menu, { open: () => null });
    expect(calls).toEqual([]);
  });
});
