import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';

export async function postsRoutes(_app: FastifyInstance, _deps: { db: Database; config: AppConfig }) {}
