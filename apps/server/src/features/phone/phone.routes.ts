import { isLanguage, sendPhoneCodeEndpoint, verifyPhoneEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../../http/client-address.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { memberLanguage } from '../../shared/members/current-user.repository.ts';
import { sendPhoneCode, verifyPhone, type PhoneVerificationDeps } from './phone-verification.service.ts';

export async function phoneRoutes(app: FastifyInstance, deps: PhoneVerificationDeps) {
  registerEndpoint(app, sendPhoneCodeEndpoint, async ({ user, body, request, fail }) => {
    const language = await memberLanguage(deps.db, user.id);
    // Counted per client as the API's limit counts them: an IPv6 address by its /64.
    return sendPhoneCode(deps, { userId: user.id, ip: addressKey(request.ip), language: isLanguage(language) ? language : 'fr' }, body, fail);
  });
  // A verified phone lets the member write: their open sockets may now say they are typing.
  registerEndpoint(app, verifyPhoneEndpoint, async ({ user, body, fail }) => {
    const member = await verifyPhone(deps, user.id, body, fail);
    app.liveAccess.memberChanged(user.id);
    return member;
  });
}
