import { defineEndpoint } from '../common/endpoint.ts';
import { courseTokenInputSchema, courseTokenSchema } from './course-platform.schemas.ts';
import { SHOP_API_BASE } from './shop.schemas.ts';

export const courseTokenEndpoint = defineEndpoint({
  name: 'courseToken',
  method: 'POST',
  path: `${SHOP_API_BASE}/sign/token/lms`,
  summary: 'Open the course platform',
  access: 'bearer',
  description: 'Spec 1 §7 shop POST /sign/token/lms: a signed short-lived token and the course platform address to open with it (a few per member and minute)',
  tags: ['shop', 'courses'],
  body: courseTokenInputSchema,
  response: courseTokenSchema,
  errors: ['PROFILE_NOT_FOUND', 'COURSE_PLATFORM_ERROR', 'SERVICE_UNAVAILABLE', 'SERVER_BUSY'],
  // A member opens the courses a few times a session: past 10 tokens a minute it is a script; one call to the platform at a time.
  limits: { perMember: { max: 10, windowSeconds: 60 }, concurrentPerMember: 1 },
});
