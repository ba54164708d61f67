import { isApiErrorBody, uploadAssetRoute, uploadResultSchema, type UploadResult } from '@arya/core';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Sends one image to our file storage (multipart field "file"). The browser adds the Origin header
 * the server checks on POST; failures become an ApiError carrying the server's code.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(uploadAssetRoute.path, { method: uploadAssetRoute.method, credentials: 'same-origin', body, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.details);
    throw new ApiError(response.status, response.status === 413 ? 'IMAGE_TOO_LARGE' : 'UPLOAD_IMAGE', `HTTP ${response.status}`);
  }
  const result = uploadResultSchema.safeParse(data);
  if (!result.success) throw new ApiError(response.status, 'UPLOAD_IMAGE', 'Unexpected upload answer');
  return result.data;
}
