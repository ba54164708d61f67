import { courseTokenEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { busyLimit } from '../../http/concurrency.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createCoursePlatform } from '../../providers/course-platform/index.ts';
import { signCourseToken } from './courses.service.ts';

/**
 * The platform is asked at most 8 times at once by this process (each call waits up to 5 s); one
 * more is refused at once. A member's own tokens per minute and at once are the endpoint's limits.
 */
export const COURSE_PLATFORM_CALLS_AT_ONCE = 8;

/** The shop service's course platform route (spec 1 §7), behind the member's bearer token. */
export async function coursesRoutes(app: FastifyInstance, { db, config }: { db: Database; config: AppConfig }) {
  const deps = { db, platform: createCoursePlatform(config), calls: busyLimit(COURSE_PLATFORM_CALLS_AT_ONCE, 0), log: app.log };
  registerEndpoint(app, courseTokenEndpoint, async ({ user, body, reply, fail }) => {
    const token = await signCourseToken(deps, user.id, body.menuItems, fail);
    reply.header('cache-control', 'no-store');
    return token;
  });
}
