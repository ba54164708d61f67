import { feature } from '../../plugins/app/feature.ts';
import { onboardingRoutes } from './onboarding.routes.ts';

export default feature('onboarding', async (app) => {
  await app.register(onboardingRoutes, { db: app.ctx.db });
});
