import { audioUploadResultSchema, isApiErrorBody, type AudioUploadResult, type uploadAudioRoute, type uploadDocumentRoute } from '@arya/core';
import { ApiError } from '../../lib/api-client.ts';

type FileRoute = typeof uploadAudioRoute | typeof uploadDocumentRoute;

/**
 * Sends a news audio or PDF as multipart field "file", as features/uploads does for images (whose
 * helper is bound to the image route). Failures become an ApiError with the server's code.
 */
export async function uploadFile(route: FileRoute, file: File, signal?: AbortSignal): Promise<AudioUploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(route.path, { method: route.method, credentials: 'same-origin', body, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.details);
    throw new ApiError(response.status, response.status === 413 ? 'FILE_TOO_LARGE' : 'upload', `HTTP ${response.status}`);
  }
  const result = audioUploadResultSchema.safeParse(data);
  if (!result.success) throw new ApiError(response.status, 'upload', 'Unexpected upload answer');
  return result.data;
}
