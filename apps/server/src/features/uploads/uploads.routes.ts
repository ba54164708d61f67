import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export async function uploadsRoutes(_app: FastifyInstance, _deps: { db: Database; config: AppConfig; storage: FileStorage }) {}
