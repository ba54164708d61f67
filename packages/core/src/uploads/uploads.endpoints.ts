import { defineEndpoint } from '../common/endpoint.ts';
import { uploadAssetRoute } from './uploads.routes.ts';
import { uploadResultSchema } from './uploads.schemas.ts';

export const uploadAssetEndpoint = defineEndpoint(uploadAssetRoute, {
  access: 'verified',
  summary: 'Uploads an image (multipart field "file"); re-encoded without metadata into the next free slot of this hour',
  tags: ['uploads'],
  response: uploadResultSchema,
  errors: ['UPLOAD_QUOTA_EXCEEDED', 'UNSUPPORTED_IMAGE', 'IMAGE_TOO_LARGE', 'PROFILE_NOT_FOUND', 'SERVER_BUSY'],
});
