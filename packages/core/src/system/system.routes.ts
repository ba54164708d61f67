import { defineRoute } from '../common/endpoint.ts';
import type { publicConfigSchema } from '../config/public-config.ts';
import type { healthSchema, outboxQuerySchema, outboxSchema } from './system.schemas.ts';

export const healthRoute = defineRoute<{ response: typeof healthSchema }>('GET', '/api/health');
export const publicConfigRoute = defineRoute<{ response: typeof publicConfigSchema }>('GET', '/api/v1/config');
export const devOutboxRoute = defineRoute<{ query: typeof outboxQuerySchema; response: typeof outboxSchema }>('GET', '/api/v1/dev/outbox');
