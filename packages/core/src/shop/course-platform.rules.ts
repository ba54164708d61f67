import { COURSE_PLATFORM_TOKEN_PARAM } from './course-platform.constants.ts';

/**
 * Spec 1 §7: the address the browser opens, the target plus the menu path plus the token query.
 * Null when the target is not an http(s) address (nothing else is ever opened).
 */
export function coursePlatformUrl(target: string, path: string, token: string): string | null {
  let url: URL;
  try {
    url = new URL(`${target.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.searchParams.set(COURSE_PLATFORM_TOKEN_PARAM, token);
  return url.toString();
}
