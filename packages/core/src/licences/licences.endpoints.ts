import { defineEndpoint } from '../common/endpoint.ts';
import { licencesRoute, softwareDownloadRoute, updateLicenceRoute } from './licences.routes.ts';
import {
  licenceIdParamsSchema,
  licenceSchema,
  licencesAnswerSchema,
  licenceUpdateInputSchema,
  softwareDownloadQuerySchema,
  softwareFileSchema,
  softwareParamsSchema,
} from './licences.schemas.ts';

export const licencesEndpoint = defineEndpoint(licencesRoute, {
  access: 'member',
  summary: "Spec 1 §7 getLicenses: the member's licences (revoked ones too), signed download links of the software their active licences install, the links' expiry and their product codes",
  tags: ['licences'],
  response: licencesAnswerSchema,
});

export const updateLicenceEndpoint = defineEndpoint(updateLicenceRoute, {
  access: 'bearer',
  summary:
    "Spec 1 §7 PUT /api/v2/license/{licenceId} (form-encoded wp_id, account_id, broker): sets one of the token's member's licences to a broker and MT4 account; the licence server is told first, and the licence is kept only once it accepted",
  tags: ['licences'],
  params: licenceIdParamsSchema,
  body: licenceUpdateInputSchema,
  response: licenceSchema,
  errors: ['LICENCE_NOT_FOUND', 'LICENCE_REVOKED', 'LICENCE_EXPIRED', 'LICENCE_UPDATE_ERROR', 'SERVICE_UNAVAILABLE'],
});

export const softwareDownloadEndpoint = defineEndpoint(softwareDownloadRoute, {
  access: 'member',
  summary:
    "Downloads an installer by a link of getLicenses: signed for the signed-in member and valid 24 hours. A browser following a link that does not work is sent to the licences page, which says why",
  tags: ['licences'],
  params: softwareParamsSchema,
  query: softwareDownloadQuerySchema,
  response: softwareFileSchema,
  errors: ['SOFTWARE_LINK_EXPIRED', 'SOFTWARE_NOT_OWNED', 'NOT_FOUND'],
});
