import { defineRoute } from '../common/endpoint.ts';
import type { currentUserSchema } from '../users/users.schemas.ts';
import type { onboardingAnswersSchema, wheelSpinSchema } from './onboarding.schemas.ts';

export const saveInterestsRoute = defineRoute<{ body: typeof onboardingAnswersSchema; response: typeof currentUserSchema }>('PUT', '/api/v1/me/interests');
export const skipInterestsRoute = defineRoute<{ response: typeof currentUserSchema }>('POST', '/api/v1/me/interests/skip');
export const spinWheelRoute = defineRoute<{ response: typeof wheelSpinSchema }>('POST', '/api/v1/me/onboarding/wheel');
