import { staffTranslationQueueEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { translationQueueState } from './translation-queue.service.ts';

/**
 * The translation queue on the staff page (staff only: registerEndpoint refuses members with 403
 * and visitors with 401). Registered with or without a translator: staff then read that nobody
 * translates, and the jobs left from before.
 */
export async function translationsRoutes(app: FastifyInstance, { db, config }: { db: Database; config: AppConfig }) {
  const deps = {
    db,
    jobs: app.jobs,
    provider: config.outsideServices.translation,
    monthlyCharacters: config.TRANSLATION_MONTHLY_CHARACTERS,
    quotaRetryHours: config.TRANSLATION_QUOTA_RETRY_HOURS,
  };
  registerEndpoint(app, staffTranslationQueueEndpoint, () => translationQueueState(deps));
}
