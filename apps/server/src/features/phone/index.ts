import { feature } from '../../plugins/app/feature.ts';
import { phoneRoutes } from './phone.routes.ts';

export default feature('phone', async (app) => {
  const { db, config } = app.ctx;
  await app.register(phoneRoutes, {
    db,
    sms: app.providers.sms,
    codeSecret: config.authSecret,
    limits: {
      allowedCountries: config.SMS_ALLOWED_COUNTRIES,
      maxPerHour: config.SMS_MAX_PER_HOUR,
      maxPerIpPerHour: config.SMS_MAX_PER_IP_PER_HOUR,
      codeValiditySeconds: config.PHONE_CODE_VALIDITY_SECONDS,
    },
    log: app.log,
  });
});
