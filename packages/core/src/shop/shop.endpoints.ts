import { defineEndpoint } from '../common/endpoint.ts';
import { serverManagementTokenRoute, shopUserRoute } from './shop.routes.ts';
import { memberTokenSchema, shopUserSchema } from './shop.schemas.ts';

export const serverManagementTokenEndpoint = defineEndpoint(serverManagementTokenRoute, {
  access: 'member',
  summary: "The member's short-lived bearer token (15 minutes) for the shop service and the licence contract",
  tags: ['shop'],
  response: memberTokenSchema,
});

export const shopUserEndpoint = defineEndpoint(shopUserRoute, {
  access: 'bearer',
  summary: "Spec 1 §7 shop GET /users/me: the member's shop id (given at the first call)",
  tags: ['shop'],
  response: shopUserSchema,
  errors: ['PROFILE_NOT_FOUND', 'SERVICE_UNAVAILABLE'],
});
