import { defineEndpoint } from '../common/endpoint.ts';
import { courseTokenRoute } from './course-platform.routes.ts';
import { courseTokenInputSchema, courseTokenSchema } from './course-platform.schemas.ts';

export const courseTokenEndpoint = defineEndpoint(courseTokenRoute, {
  access: 'bearer',
  summary: 'Spec 1 §7 shop POST /sign/token/lms: a signed short-lived token and the course platform address to open with it (a few per member and minute)',
  tags: ['shop', 'courses'],
  body: courseTokenInputSchema,
  response: courseTokenSchema,
  errors: ['PROFILE_NOT_FOUND', 'COURSE_PLATFORM_ERROR', 'SERVICE_UNAVAILABLE', 'SERVER_BUSY'],
});
