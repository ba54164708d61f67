import { audioUploadResultSchema, type AudioUploadResult, type uploadAudioRoute, type uploadDocumentRoute } from '@arya/core';
import { sendMultipart } from './send-multipart.ts';

type FileRoute = typeof uploadAudioRoute | typeof uploadDocumentRoute;

/** Sends a recording or a PDF; failures become an ApiError carrying the server's code (else `upload`, spec 2 §5). */
export function uploadFile(route: FileRoute, file: File, signal?: AbortSignal): Promise<AudioUploadResult> {
  return sendMultipart(route, file, audioUploadResultSchema, { tooLarge: 'FILE_TOO_LARGE', fallback: 'upload' }, signal);
}
