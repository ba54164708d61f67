import { defineEndpoint } from '../common/endpoint.ts';
import { publicConfigSchema } from '../config/public-config.ts';
import { devOutboxRoute, healthRoute, publicConfigRoute } from './system.routes.ts';
import { healthSchema, outboxQuerySchema, outboxSchema } from './system.schemas.ts';

export const healthEndpoint = defineEndpoint(healthRoute, {
  access: 'public',
  summary: 'Reports whether the server and its database answer and take writes (503 when the database is down)',
  tags: ['system'],
  response: healthSchema,
  otherResponses: { 503: healthSchema },
});

export const publicConfigEndpoint = defineEndpoint(publicConfigRoute, {
  access: 'public',
  summary: 'Public settings the web app needs at start',
  tags: ['system'],
  response: publicConfigSchema,
});

export const devOutboxEndpoint = defineEndpoint(devOutboxRoute, {
  access: 'public',
  summary: 'Development only: e-mails and SMS the development adapters would have sent',
  tags: ['system'],
  query: outboxQuerySchema,
  response: outboxSchema,
  errors: ['NOT_FOUND'],
});
