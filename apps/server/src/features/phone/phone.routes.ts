import { isLanguage, sendPhoneCodeEndpoint, verifyPhoneEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { memberLanguage } from '../users/users.repository.ts';
import { sendPhoneCode, verifyPhone, type PhoneVerificationDeps } from './phone-verification.service.ts';

export async function phoneRoutes(app: FastifyInstance, deps: PhoneVerificationDeps) {
  registerEndpoint(app, sendPhoneCodeEndpoint, async ({ user, body, request }) => {
    const language = await memberLanguage(deps.db, user.id);
    return sendPhoneCode(deps, { userId: user.id, ip: request.ip, language: isLanguage(language) ? language : 'fr' }, body);
  });
  registerEndpoint(app, verifyPhoneEndpoint, ({ user, body }) => verifyPhone(deps, user.id, body));
}
