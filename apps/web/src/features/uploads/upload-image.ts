import { uploadResultSchema, type UploadResult } from '@arya/core/contract';
import { uploadAssetRoute } from '@arya/core/routes';
import { sendMultipart } from './send-multipart.ts';

/** Sends one image to our file storage; failures become an ApiError carrying the server's code. */
export function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResult> {
  return sendMultipart(uploadAssetRoute, file, uploadResultSchema, { tooLarge: 'IMAGE_TOO_LARGE', fallback: 'UPLOAD_IMAGE' }, signal);
}
