import { defineEndpoint } from '../common/endpoint.ts';
import { dataExportArchiveSchema, dataExportParamsSchema, dataExportSchema, dataExportsPageSchema, dataExportsQuerySchema } from './data-export.schemas.ts';

export const requestDataExportEndpoint = defineEndpoint({
  name: 'requestDataExport',
  method: 'POST',
  path: '/api/v1/me/data-exports',
  summary: 'Ask for a copy of my data',
  access: 'member',
  description:
    'Asks for a copy of everything the member wrote and everything stored about them (GDPR art. 15 and 20): a ZIP of JSON files and their uploaded files, prepared in the background. The member is told by e-mail when it is ready; it can then be downloaded for 24 hours. One copy is prepared at a time',
  tags: ['privacy'],
  response: dataExportSchema,
  errors: ['EXPORT_ALREADY_PENDING'],
  // Each copy reads everything about the member and writes an archive.
  limits: { perMember: { max: 3, windowSeconds: 24 * 60 * 60 } },
});

export const myDataExportsEndpoint = defineEndpoint({
  name: 'myDataExports',
  method: 'GET',
  path: '/api/v1/me/data-exports',
  summary: 'The copies of my data',
  access: 'member',
  description: 'The copies of their data the member asked for, the newest first (keyset pages), with their state and until when a ready one can be downloaded',
  tags: ['privacy'],
  query: dataExportsQuerySchema,
  response: dataExportsPageSchema,
  errors: [],
});

export const downloadDataExportEndpoint = defineEndpoint({
  name: 'downloadDataExport',
  method: 'GET',
  path: '/api/v1/me/data-exports/:exportId/download',
  summary: 'Download a copy of my data',
  access: 'member',
  description:
    "Downloads a ready copy of the member's data as a ZIP archive (an attachment, never cached). Another member's copy is not found; one still being prepared is not ready; past its 24 hours it has expired. A browser following a link that does not work is sent to the privacy page, which says why",
  tags: ['privacy'],
  params: dataExportParamsSchema,
  response: dataExportArchiveSchema,
  errors: ['EXPORT_NOT_FOUND', 'EXPORT_NOT_READY', 'EXPORT_EXPIRED'],
  limits: { perMember: { max: 10, windowSeconds: 60 * 60 }, concurrentPerMember: 1 },
});
