import type { CourseMenuItem, CourseToken, courseTokenEndpoint } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { FailOf } from '../../http/fail.ts';
import { CoursePlatformError, type CoursePlatform } from '../../providers/course-platform/index.ts';
import { findCourseMember } from './courses.repository.ts';
import type { busyLimit } from '../../http/concurrency.ts';

export interface CoursesDeps {
  db: Database;
  /** Null when deployed without the course platform: it fails closed. */
  platform: CoursePlatform | null;
  /** The calls to the platform in flight in this process, all members together (null past the bound). */
  calls: ReturnType<typeof busyLimit>;
  log: { warn(details: object, message: string): void };
}

/** Spec 1 §7 POST /sign/token/lms: the course platform signs a token for the member, within the process's call bound. */
export async function signCourseToken(deps: CoursesDeps, userId: string, menuItems: CourseMenuItem[], fail: FailOf<typeof courseTokenEndpoint>): Promise<CourseToken> {
  const { platform } = deps;
  if (!platform) return fail('SERVICE_UNAVAILABLE', 'The course platform is not configured');
  const member = await findCourseMember(deps.db, userId);
  if (!member) return fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  try {
    const signed = deps.calls(() => platform.signToken({ member, menuItems }));
    if (!signed) return fail('SERVER_BUSY', 'Too many course platform calls at once: try again in a moment');
    return await signed;
  } catch (error) {
    if (!(error instanceof CoursePlatformError)) throw error;
    deps.log.warn({ reason: error.message }, 'the course platform signed no token');
    return fail('COURSE_PLATFORM_ERROR', 'The course platform did not sign a token');
  }
}
