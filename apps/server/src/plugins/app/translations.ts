import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NO_TRANSLATION, translationQueue, type QueueTranslation } from '../../shared/translations/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Queues the translation of a text written, in its write's transaction; does nothing when no
     * translation provider is configured (the `translations` feature runs the jobs).
     */
    queueTranslation: QueueTranslation;
  }
}

async function translationsPlugin(app: FastifyInstance) {
  app.decorate('queueTranslation', app.providers.translator ? translationQueue(app.jobs) : NO_TRANSLATION);
}

export default fp(translationsPlugin, { name: 'translations', dependencies: ['providers', 'jobs'] });
