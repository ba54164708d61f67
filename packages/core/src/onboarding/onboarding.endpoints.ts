import { defineEndpoint } from '../common/endpoint.ts';
import { currentUserSchema } from '../users/users.schemas.ts';
import { saveInterestsRoute, skipInterestsRoute, spinWheelRoute } from './onboarding.routes.ts';
import { onboardingAnswersSchema, wheelSpinSchema } from './onboarding.schemas.ts';

export const saveInterestsEndpoint = defineEndpoint(saveInterestsRoute, {
  access: 'member',
  summary: "Stores the onboarding answers (Interests); the member's onboarding is then done",
  tags: ['onboarding'],
  body: onboardingAnswersSchema,
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const skipInterestsEndpoint = defineEndpoint(skipInterestsRoute, {
  access: 'member',
  summary: 'Records that the member skipped the onboarding questions (SkippedInterests)',
  tags: ['onboarding'],
  response: currentUserSchema,
  errors: ['PROFILE_NOT_FOUND'],
});

export const spinWheelEndpoint = defineEndpoint(spinWheelRoute, {
  access: 'member',
  summary: 'Spins the onboarding wheel once: the server draws the prize (at most 1,000 coins) and keeps it; asking again answers the same',
  tags: ['onboarding'],
  response: wheelSpinSchema,
  errors: ['ONBOARDING_NOT_ANSWERED'],
});
