import type { AppConfig } from '../../config.ts';
import type { CoursePlatform } from './course-platform.ts';
import { DevCoursePlatform } from './dev-course-platform.ts';
import { HttpCoursePlatform } from './http-course-platform.ts';

export { CoursePlatformError, type CourseMember, type CoursePlatform, type CourseTokenRequest } from './course-platform.ts';
export { DevCoursePlatform, DEV_COURSE_TOKEN_LIFETIME_SECONDS } from './dev-course-platform.ts';
export { HttpCoursePlatform, type HttpCoursePlatformOptions } from './http-course-platform.ts';

/**
 * The platform's API when configured; the offline adapter in development and test; none when
 * deployed without it (the courses token then answers SERVICE_UNAVAILABLE: it fails closed).
 */
export function createCoursePlatform(config: AppConfig): CoursePlatform | null {
  const mode = config.outsideServices.coursePlatform;
  if (mode === 'http' && config.COURSE_PLATFORM_API_URL && config.COURSE_PLATFORM_API_KEY) {
    return new HttpCoursePlatform({ baseUrl: config.COURSE_PLATFORM_API_URL, apiKey: config.COURSE_PLATFORM_API_KEY });
  }
  return mode === 'dev' ? new DevCoursePlatform(config.authSecret, config.COURSES_URL) : null;
}
