import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from '../../jobs/job-queue.ts';
import { rateLimitCountersSweep } from './rate-limit-counters-sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that need not finish inside a request: features define their jobs while the app is built. */
    jobs: JobQueue;
  }
}

/**
 * The job queue as an app plugin: started once every feature has defined its jobs (when the app is
 * ready), stopped when it closes, after the last request and before the database closes: running
 * jobs finish, or go back to their queue past JOBS_STOP_TIMEOUT_SECONDS.
 */
async function jobsPlugin(app: FastifyInstance) {
  const { config, database } = app.ctx;
  const jobs = new JobQueue(database, { pollSeconds: config.JOBS_POLL_SECONDS, stopTimeoutSeconds: config.JOBS_STOP_TIMEOUT_SECONDS }, app.log);
  app.decorate('jobs', jobs);
  await jobs.define(rateLimitCountersSweep(database.db));
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['context'] });
