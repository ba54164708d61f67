import { z } from 'zod';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset.ts';
import { DATA_EXPORT_STATUSES } from './privacy.constants.ts';

/** A page of the member's copies holds this many by default (a member asks for a few a year). */
export const DATA_EXPORTS_PAGE_SIZE = 10;
export const DATA_EXPORTS_PAGE_SIZE_MAX = 50;

export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);

/** One copy of the member's data: asked for, prepared in the background, then downloadable until it expires. */
export const dataExportSchema = z.object({
  id: z.string(),
  /** pending while it is prepared; ready to download until `expiresAt`; failed; expired (the archive is gone). */
  status: dataExportStatusSchema,
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when a ready copy can be downloaded (DATA_EXPORT_LINK_HOURS after it was ready). */
  expiresAt: z.string().nullable(),
  /** The archive's size in bytes, once ready. */
  bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportsQuerySchema = keysetQuerySchema(DATA_EXPORTS_PAGE_SIZE_MAX);

/** The member's copies, the newest first. */
export const dataExportsPageSchema = keysetPageSchema(dataExportSchema);
export type DataExportsPage = z.infer<typeof dataExportsPageSchema>;

export const dataExportParamsSchema = z.object({ exportId: z.uuid() });

export const dataExportArchiveSchema = z.string().describe('The copy as a ZIP archive, application/zip');

/** The session cookie opens a copy: a plain link downloads it. */
export const dataExportDownloadPath = (exportId: string) => `/api/v1/me/data-exports/${encodeURIComponent(exportId)}/download`;

/** A download link the server turned down sends the browser back to the privacy page with `?problem=<code>`. */
export const DATA_EXPORT_PROBLEM_QUERY = 'problem';
