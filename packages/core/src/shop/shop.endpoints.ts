import { defineEndpoint } from '../common/endpoint.ts';
import { serverManagementTokenRoute } from './shop.routes.ts';
import { memberTokenSchema } from './shop.schemas.ts';

export const serverManagementTokenEndpoint = defineEndpoint(serverManagementTokenRoute, {
  access: 'member',
  summary: "The member's short-lived bearer token (15 minutes) for the shop service and the licence contract",
  tags: ['shop'],
  response: memberTokenSchema,
});
