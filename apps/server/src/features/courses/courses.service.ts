import type { CourseMenuItem, CourseToken } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
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
export async function signCourseToken(deps: CoursesDeps, userId: string, menuItems: CourseMenuItem[]): Promise<CourseToken> {
  const { platform } = deps;
  if (!platform) throw new AppError('SERVICE_UNAVAILABLE', 'The course platform is not configured');
  const member = await findCourseMember(deps.db, userId);
  if (!member) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
  try {
    const signed = deps.calls(() => platform.signToken({ member, menuItems }));
    if (!signed) throw new AppError('SERVER_BUSY', 'Too many course platform calls at once: try again in a moment');
    return await signed;
  } catch (error) {
    if (!(error instanceof CoursePlatformError)) throw error;
    deps.log.warn({ reason: error.message }, 'the course platform signed no token');
    throw new AppError('COURSE_PLATFORM_ERROR', 'The course platform did not sign a token');
  }
}
