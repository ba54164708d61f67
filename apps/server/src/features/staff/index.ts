import { feature } from '../../plugins/app/feature.ts';
import { staffRoutes } from './staff.routes.ts';

export default feature('staff', async (app) => {
  await app.register(staffRoutes, { db: app.ctx.db, payments: app.providers.payments });
});
