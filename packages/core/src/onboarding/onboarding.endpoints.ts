import { defineEndpoint } from '../common/endpoint.ts';
import { currentUserSchema } from '../users/users.schemas.ts';
import { onboardingAnswersSchema, wheelSpinSchema } from './onboarding.schemas.ts';

export const saveInterestsEndpoint = defineEndpoint({
  name: 'saveInterests',
  method: 'PUT',
  path: '/api/v1/me/interests',
  summary: 'Save onboarding answers',
  access: 'member',
  description: "Stores the onboarding answers (Interests); the member's onboarding is then done",
  tags: ['onboarding'],
  body: onboardingAnswersSchema,
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const skipInterestsEndpoint = defineEndpoint({
  name: 'skipInterests',
  method: 'POST',
  path: '/api/v1/me/interests/skip',
  summary: 'Skip onboarding questions',
  access: 'member',
  description: 'Records that the member skipped the onboarding questions (SkippedInterests)',
  tags: ['onboarding'],
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const spinWheelEndpoint = defineEndpoint({
  name: 'spinWheel',
  method: 'POST',
  path: '/api/v1/me/onboarding/wheel',
  summary: 'Spin the onboarding wheel',
  access: 'member',
  description: 'Spins the onboarding wheel once: the server draws the prize (at most 1,000 coins) and keeps it; asking again answers the same',
  tags: ['onboarding'],
  response: wheelSpinSchema,
  errors: ['ONBOARDING_NOT_ANSWERED'],
});
