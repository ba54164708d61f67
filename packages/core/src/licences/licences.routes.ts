import { defineRoute } from '../common/endpoint.ts';
import type {
  licenceIdParamsSchema,
  licenceSchema,
  licencesAnswerSchema,
  licenceUpdateInputSchema,
  softwareDownloadQuerySchema,
  softwareFileSchema,
  softwareParamsSchema,
} from './licences.schemas.ts';

/** Spec 1 §7 getLicenses. */
export const licencesRoute = defineRoute<{ response: typeof licencesAnswerSchema }>('GET', '/api/v1/licences');

/** Spec 1 §7 server-management licence update: form-encoded, with the member's bearer token. */
export const updateLicenceRoute = defineRoute<{ params: typeof licenceIdParamsSchema; body: typeof licenceUpdateInputSchema; response: typeof licenceSchema }>(
  'PUT',
  '/api/v2/license/:licenceId',
  { bearer: true, bodyEncoding: 'form' },
);

/** A software installer, by a signed link of getLicenses (followed by the browser, never called by the client). */
export const softwareDownloadRoute = defineRoute<{ params: typeof softwareParamsSchema; query: typeof softwareDownloadQuerySchema; response: typeof softwareFileSchema }>(
  'GET',
  '/api/v1/software/:software/download',
);
