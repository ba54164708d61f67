import { z } from 'zod';
import { text } from '../common/text.ts';

/**
 * The server's health: the database `up`, `degraded` (it answers but writes fail, e.g. its disk is
 * full: reads go on) or `down`.
 */
export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'degraded', 'down']) });

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({ to: text({ max: 320 }).optional() });
export const outboxSchema = z.object({ messages: z.array(outboxMessageSchema) });
