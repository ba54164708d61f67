import { defineRoute } from '../common/endpoint.ts';
import type { uploadResultSchema } from './uploads.schemas.ts';

/** Multipart upload (field "file"): the body is not JSON, so the route declares no body schema. */
export const uploadAssetRoute = defineRoute<{ response: typeof uploadResultSchema }>('POST', '/api/v1/uploads');
