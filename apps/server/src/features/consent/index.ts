import { myConsentsEndpoint, recordConsentEndpoint } from '@arya/core';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { feature } from '../../plugins/app/feature.ts';
import { listMyConsents, recordConsent } from './consent.service.ts';

/**
 * Consent before analytics (CNIL): every choice of the banner is recorded, by browser (its consent
 * cookie's id) and member; the member lists theirs (and their data export holds them).
 */
export default feature('consent', async (app) => {
  const { db } = app.ctx;
  registerEndpoint(app, recordConsentEndpoint, ({ user, body }) => recordConsent(db, user?.id ?? null, body));
  registerEndpoint(app, myConsentsEndpoint, ({ user, query }) => listMyConsents(db, user.id, query));
});
