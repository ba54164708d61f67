import { DATA_EXPORT_PROBLEM_QUERY, DATA_EXPORTS_PAGE_SIZE, downloadDataExportEndpoint, myDataExportsEndpoint, requestDataExportEndpoint, routePath } from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { buildExportJob, sweepExportsJob } from './export.jobs.ts';
import { exportsPage, openExport, requestExport } from './export.service.ts';

/** A copy of everything about the member (GDPR art. 15 and 20): asked for, prepared in the background, downloaded. */
export async function dataExportRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;
  const { storage, email } = app.providers;

  registerEndpoint(app, requestDataExportEndpoint, ({ user, fail }) => requestExport(db, app.jobs, user.id, fail));
  registerEndpoint(app, myDataExportsEndpoint, ({ user, query }) => exportsPage(db, user.id, query, DATA_EXPORTS_PAGE_SIZE));
  // The answer is the archive itself, streamed from storage; Fastify sends a stream as it is (the declared answer type cannot say so).
  registerEndpoint(app, downloadDataExportEndpoint, async ({ user, params, request, reply, fail }) => {
    let opened;
    try {
      opened = await openExport(db, storage, user.id, params.exportId, fail);
    } catch (error) {
      if (error instanceof AppError && isBrowserNavigation(request)) return sendToPrivacyPage(reply, error);
      throw error;
    }
    const { stream, bytes, fileName } = opened;
    reply
      .header('content-type', 'application/zip')
      .header('content-length', bytes)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(stream) as unknown as Promise<string>;
  });

  const deps = { db, storage, email, publicUrl: config.publicUrl, log: app.log };
  await app.jobs.define(buildExportJob(deps));
  await app.jobs.define(sweepExportsJob(deps));
}

/** A link followed by the browser (not a script): it goes back to the privacy page, which says what went wrong. */
function isBrowserNavigation(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html');
}

function sendToPrivacyPage(reply: FastifyReply, error: AppError): Promise<string> {
  const target = `${routePath('privacy')}?${DATA_EXPORT_PROBLEM_QUERY}=${encodeURIComponent(error.code)}`;
  return reply.header('cache-control', 'no-store').redirect(target, 303) as unknown as Promise<string>;
}
