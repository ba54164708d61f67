import { courseTokenEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createCoursePlatform } from '../../providers/course-platform/index.ts';
import { signCourseToken } from './courses.service.ts';
import { OutsideCallLimiter } from './outside-call-limiter.ts';

/**
 * A member opens the courses a few times a session: past 10 tokens a minute it is a script. The
 * platform is asked at most 8 times at once by this process (each call waits up to 5 s).
 */
export const COURSE_TOKEN_LIMITS = { perMemberPerMinute: 10, concurrent: 8 } as const;

/** The shop service's course platform route (spec 1 §7), behind the member's bearer token. */
export async function coursesRoutes(app: FastifyInstance, { db, config }: { db: Database; config: AppConfig }) {
  const deps = { db, platform: createCoursePlatform(config), limiter: new OutsideCallLimiter({ ...COURSE_TOKEN_LIMITS, perMemberPerMinute: COURSE_TOKEN_LIMITS.perMemberPerMinute * app.memberLimitScale }), log: app.log };
  registerEndpoint(app, courseTokenEndpoint, async ({ user, body, reply }) => {
    const token = await signCourseToken(deps, user.id, body.menuItems);
    reply.header('cache-control', 'no-store');
    return token;
  });
}
