import { defineRoute } from '../common/endpoint.ts';
import type { courseTokenInputSchema, courseTokenSchema } from './course-platform.schemas.ts';
import { SHOP_API_BASE } from './shop.routes.ts';

export const courseTokenRoute = defineRoute<{ body: typeof courseTokenInputSchema; response: typeof courseTokenSchema }>('POST', `${SHOP_API_BASE}/sign/token/lms`, { bearer: true });
