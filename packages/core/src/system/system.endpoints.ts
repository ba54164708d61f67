import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { publicConfigSchema } from '../config/public-config.ts';

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  access: 'visitor',
  summary: 'Reports whether the server and its database answer',
  tags: ['system'],
  response: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) }),
});

export const publicConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/config',
  access: 'visitor',
  summary: 'Public settings the web app needs at start',
  tags: ['system'],
  response: publicConfigSchema,
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const devOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/dev/outbox',
  access: 'visitor',
  summary: 'Development only: e-mails and SMS the development adapters would have sent',
  tags: ['system'],
  query: z.object({ to: z.string().optional() }),
  response: z.object({ messages: z.array(outboxMessageSchema) }),
});
