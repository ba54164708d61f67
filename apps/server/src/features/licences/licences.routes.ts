import { DOWNLOAD_PROBLEM_QUERY, licencesEndpoint, routePath, softwareDownloadEndpoint, updateLicenceEndpoint } from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { failWith } from '../../http/fail.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createLicenceServer } from '../../providers/licence-server/index.ts';
import type { FileStorage, StoredFile } from '../../storage/file-storage.ts';
import { parseFormBody } from './form-body.ts';
import { listLicences, updateLicence } from './licences.service.ts';
import { openDownload } from './software-download.service.ts';
import { SoftwareLinks } from './software-links.ts';

/** A licence update form holds three short fields. */
const FORM_BODY_LIMIT = 4 * 1024;

export interface LicencesRoutesOptions {
  db: Database;
  config: AppConfig;
  storage: FileStorage;
}

/** Licences (spec 1 §7 getLicenses and the server-management licence update) and software downloads. */
export async function licencesRoutes(app: FastifyInstance, { db, config, storage }: LicencesRoutesOptions) {
  const links = new SoftwareLinks(config.authSecret);

  registerEndpoint(app, licencesEndpoint, async ({ user, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return listLicences(db, links, user.id);
  });

  // The licence contract is form-encoded: the parser lives in this scope only.
  const updates = { db, licenceServer: createLicenceServer(config) };
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, async (_request: FastifyRequest, body: string) =>
      parseFormBody(body) ?? failWith('VALIDATION_ERROR', 'Each form field may be sent once'),
    );
    registerEndpoint(scope, updateLicenceEndpoint, ({ user, params, body, request, fail }) => updateLicence({ ...updates, log: request.log }, user.id, params.licenceId, body, fail));
  });

  // The downloads a member may start per hour and at once are the endpoint's limits (held until the file is sent).
  const downloads = { db, storage, links };
  registerEndpoint(app, softwareDownloadEndpoint, async ({ user, params, query, request, reply, fail }) => {
    try {
      const { file, fileName } = await openDownload(downloads, user.id, params.software, query, fail);
      return sendInstaller(reply, file, fileName);
    } catch (error) {
      if (error instanceof AppError && isBrowserNavigation(request)) return sendToLicencesPage(reply, error);
      throw error;
    }
  }, { onLimit: (refusal, request, reply) => (isBrowserNavigation(request) ? sendToLicencesPage(reply, refusal) : null) });
}

/** The answer is the file itself; Fastify sends a stream as it is (the handler's declared answer type cannot say so). */
function sendInstaller(reply: FastifyReply, file: StoredFile, fileName: string): Promise<string> {
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', file.bytes)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(file.stream) as unknown as Promise<string>;
}

/** A link followed by the browser (not a script): it goes back to the licences page, which says what went wrong. */
function isBrowserNavigation(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html');
}

function sendToLicencesPage(reply: FastifyReply, error: AppError): Promise<string> {
  const target = `${routePath('licences')}?${DOWNLOAD_PROBLEM_QUERY}=${encodeURIComponent(error.code)}`;
  return reply.header('cache-control', 'no-store').redirect(target, 303) as unknown as Promise<string>;
}
