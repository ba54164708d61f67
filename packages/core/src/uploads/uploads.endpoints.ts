import { defineEndpoint } from '../common/endpoint.ts';
import { uploadResultSchema } from './uploads.schemas.ts';

/** Multipart upload (field "file"): the body is not JSON, so the entry declares no body schema. */
export const uploadAssetEndpoint = defineEndpoint({
  name: 'uploadAsset',
  method: 'POST',
  path: '/api/v1/uploads',
  summary: 'Upload an image',
  access: 'verified',
  description: 'Uploads an image (multipart field "file"); re-encoded without metadata into the next free slot of this hour',
  tags: ['uploads'],
  response: uploadResultSchema,
  errors: ['UPLOAD_QUOTA_EXCEEDED', 'UNSUPPORTED_IMAGE', 'IMAGE_TOO_LARGE', 'PROFILE_NOT_FOUND', 'SERVER_BUSY'],
});
