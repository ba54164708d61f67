import { defineEndpoint } from '../common/endpoint.ts';
import { publicConfigSchema } from '../config/public-config.ts';
import { healthSchema, outboxQuerySchema, outboxSchema } from './system.schemas.ts';

export const healthEndpoint = defineEndpoint({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  summary: 'Health check',
  access: 'public',
  description: 'Reports whether the server and its database answer and take writes (503 when the database is down)',
  tags: ['system'],
  response: healthSchema,
  otherResponses: { 503: healthSchema },
});

export const publicConfigEndpoint = defineEndpoint({
  name: 'publicConfig',
  method: 'GET',
  path: '/api/v1/config',
  summary: 'Public settings',
  access: 'public',
  description: 'Public settings the web app needs at start',
  tags: ['system'],
  response: publicConfigSchema,
});

export const devOutboxEndpoint = defineEndpoint({
  name: 'devOutbox',
  method: 'GET',
  path: '/api/v1/dev/outbox',
  summary: 'Development outbox',
  access: 'public',
  description: 'Development only: e-mails and SMS the development adapters would have sent',
  tags: ['system'],
  query: outboxQuerySchema,
  response: outboxSchema,
  errors: ['NOT_FOUND'],
});
