import type { CourseMenuItem } from '@arya/core/contract';
import { courseTokenRoute } from '@arya/core/routes';
import { COURSE_PLATFORM_HOME_PATH, COURSE_PLATFORM_MENU, coursePlatformUrl } from '@arya/core/rules';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { callWithMemberToken } from '../shop/member-token.ts';

/** The tab the course platform opens in: what the browser gives back from window.open. */
export interface CourseTab {
  location: { href: string };
  close(): void;
  opener: unknown;
}

/** The course platform's menu as it is posted: core's items with their labels in the member's language. */
export function courseMenuItems(translate: (key: string) => string): CourseMenuItem[] {
  return COURSE_PLATFORM_MENU.map((item) => ({ url: item.url, label: translate(item.labelKey), icon: item.icon }));
}

/**
 * Spec 1 §7: opens the course platform in a new tab at `path`, signed in with a token from the
 * platform. The tab is opened at once, within the click (a tab opened after waiting for the token
 * would be blocked as a pop-up), and sent to the platform when the token arrives; on any failure it
 * is closed and nothing is said (the failure is silent).
 */
export async function openCoursePlatform(
  client: QueryClient,
  menuItems: CourseMenuItem[],
  { path = COURSE_PLATFORM_HOME_PATH, open = (): CourseTab | null => window.open('', '_blank') }: { path?: string; open?: () => CourseTab | null } = {},
): Promise<void> {
  const tab = open();
  if (!tab) return;
  // The platform's page must not reach back into ours.
  tab.opener = null;
  try {
    const answer = await callWithMemberToken(client, (token) => callApi(courseTokenRoute, { token, body: { menuItems } }));
    const url = coursePlatformUrl(answer.target, path, answer.token);
    if (!url) throw new Error('The course platform answered an address that is not http(s)');
    tab.location.href = url;
  } catch {
    tab.close();
  }
}
