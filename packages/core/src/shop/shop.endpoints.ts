import { defineEndpoint } from '../common/endpoint.ts';
import { memberTokenSchema, SHOP_API_BASE, shopUserSchema } from './shop.schemas.ts';

export const serverManagementTokenEndpoint = defineEndpoint({
  name: 'serverManagementToken',
  method: 'GET',
  path: '/api/server-management/token',
  summary: 'Get a bearer token',
  access: 'member',
  description: "The member's short-lived bearer token (15 minutes) for the shop service and the licence contract",
  tags: ['shop'],
  response: memberTokenSchema,
});

export const shopUserEndpoint = defineEndpoint({
  name: 'shopUser',
  method: 'GET',
  path: `${SHOP_API_BASE}/users/me`,
  summary: 'Get my shop customer id',
  access: 'bearer',
  description: "Spec 1 §7 shop GET /users/me: the member's shop id (given at the first call)",
  tags: ['shop'],
  response: shopUserSchema,
  errors: ['PROFILE_NOT_FOUND', 'SERVICE_UNAVAILABLE'],
});
