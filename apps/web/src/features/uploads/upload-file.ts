import { audioUploadResultSchema, type AudioUploadResult } from '@arya/core/contract';
import type { uploadAudioRoute, uploadDocumentRoute } from '@arya/core/routes';
import { sendMultipart } from './send-multipart.ts';

type FileRoute = typeof uploadAudioRoute | typeof uploadDocumentRoute;

/** Sends a recording or a PDF; failures become an ApiError carrying the server's code (else `upload`, spec 2 §5). */
export function uploadFile(route: FileRoute, file: File, signal?: AbortSignal): Promise<AudioUploadResult> {
  return sendMultipart(route, file, audioUploadResultSchema, { tooLarge: 'FILE_TOO_LARGE', fallback: 'upload' }, signal);
}
