import { defineEndpoint } from '../common/endpoint.ts';
import { consentsPageSchema, consentsQuerySchema, recordConsentInputSchema, recordedConsentSchema } from './consent.schemas.ts';

export const recordConsentEndpoint = defineEndpoint({
  name: 'recordConsent',
  method: 'PUT',
  path: '/api/v1/consents',
  summary: 'Record a cookie consent',
  access: 'visitor',
  description:
    "Records a browser's choice on analytics cookies (given or refused) for the version it was shown, with the browser's consent id and, when signed in, the member: the proof the CNIL asks for. Answers the consent id and when the choice must be asked again (six months).",
  tags: ['privacy'],
  body: recordConsentInputSchema,
  response: recordedConsentSchema,
  limits: { perAddress: { max: 30, windowSeconds: 60 * 60 } },
});

export const myConsentsEndpoint = defineEndpoint({
  name: 'myConsents',
  method: 'GET',
  path: '/api/v1/me/consents',
  summary: 'My consents',
  access: 'member',
  description: "The member's consent records (analytics cookies, terms, privacy policy), newest first, a keyset page at a time; the browser's choices made before signing up are included.",
  tags: ['privacy'],
  query: consentsQuerySchema,
  response: consentsPageSchema,
});
