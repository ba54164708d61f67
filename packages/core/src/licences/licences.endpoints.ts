import { defineEndpoint } from '../common/endpoint.ts';
import { LICENCE_UPDATES_PER_HOUR, SOFTWARE_DOWNLOADS_AT_ONCE, SOFTWARE_DOWNLOADS_PER_HOUR } from './licences.constants.ts';
import {
  licenceIdParamsSchema,
  licenceSchema,
  licencesAnswerSchema,
  licenceUpdateInputSchema,
  softwareDownloadQuerySchema,
  softwareFileSchema,
  softwareParamsSchema,
} from './licences.schemas.ts';

export const licencesEndpoint = defineEndpoint({
  name: 'licences',
  method: 'GET',
  path: '/api/v1/licences',
  summary: 'List my licences',
  access: 'member',
  description: "Spec 1 §7 getLicenses: the member's licences (revoked ones too), signed download links of the software their active licences install, the links' expiry and their product codes",
  tags: ['licences'],
  response: licencesAnswerSchema,
});

export const updateLicenceEndpoint = defineEndpoint({
  name: 'updateLicence',
  method: 'PUT',
  path: '/api/v2/license/:licenceId',
  bodyEncoding: 'form',
  summary: 'Tie a licence to a trading account',
  access: 'bearer',
  description:
    "Spec 1 §7 PUT /api/v2/license/{licenceId} (form-encoded wp_id, account_id, broker): sets one of the token's member's licences to a broker and MT4 account; the licence server is told first, and the licence is kept only once it accepted",
  tags: ['licences'],
  params: licenceIdParamsSchema,
  body: licenceUpdateInputSchema,
  response: licenceSchema,
  errors: ['LICENCE_NOT_FOUND', 'LICENCE_REVOKED', 'LICENCE_EXPIRED', 'LICENCE_UPDATE_ERROR', 'SERVICE_UNAVAILABLE'],
  // Each calls the licence server; one of a member's at a time.
  limits: { perMember: { max: LICENCE_UPDATES_PER_HOUR, windowSeconds: 60 * 60 }, concurrentPerMember: 1 },
});

/** A software installer, by a signed link of getLicenses (followed by the browser, never called by the client). */
export const softwareDownloadEndpoint = defineEndpoint({
  name: 'softwareDownload',
  method: 'GET',
  path: '/api/v1/software/:software/download',
  summary: 'Download licensed software',
  access: 'member',
  description:
    "Downloads an installer by a link of getLicenses: signed for the signed-in member and valid 24 hours. A browser following a link that does not work is sent to the licences page, which says why",
  tags: ['licences'],
  params: softwareParamsSchema,
  query: softwareDownloadQuerySchema,
  response: softwareFileSchema,
  errors: ['SOFTWARE_LINK_EXPIRED', 'SOFTWARE_NOT_OWNED', 'NOT_FOUND'],
  // Installers are large files: a few an hour, and two sent at once, per member.
  limits: { perMember: { max: SOFTWARE_DOWNLOADS_PER_HOUR, windowSeconds: 60 * 60 }, concurrentPerMember: SOFTWARE_DOWNLOADS_AT_ONCE },
});
