import { currentUserSchema, type CurrentUser } from '@arya/core/contract';
import { uploadMyPictureRoute } from '@arya/core/routes';
import { ACCEPTED_IMAGE_TYPES, isApiErrorBody, UPLOAD_MAX_BYTES } from '@arya/core/rules';
import { ApiError } from '../../../lib/api-client.ts';

/** What the picture button offers in the file dialog. */
export const PICTURE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** A file the server would refuse anyway, told apart before sending it (null: worth sending). */
export function pictureRefusal(file: File): 'UNSUPPORTED_IMAGE' | 'IMAGE_TOO_LARGE' | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'UNSUPPORTED_IMAGE';
  if (file.size > UPLOAD_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}

/**
 * Sends the profile picture (multipart field "file"), as uploadImage sends post images; answers the
 * member's new state. Failures become an ApiError carrying the server's code.
 */
export async function uploadPicture(file: File): Promise<CurrentUser> {
  const refusal = pictureRefusal(file);
  if (refusal) throw new ApiError(400, refusal, 'Refused before sending');
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(uploadMyPictureRoute.path, { method: uploadMyPictureRoute.method, credentials: 'same-origin', body });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The network request failed');
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.details);
    throw new ApiError(response.status, response.status === 413 ? 'IMAGE_TOO_LARGE' : 'UPLOAD_IMAGE', `HTTP ${response.status}`);
  }
  const user = currentUserSchema.safeParse(data);
  if (!user.success) throw new ApiError(response.status, 'UPLOAD_IMAGE', 'Unexpected picture answer');
  return user.data;
}
