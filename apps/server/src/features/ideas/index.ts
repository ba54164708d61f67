import { feature } from '../../plugins/app/feature.ts';
import { ideasRoutes } from './ideas.routes.ts';

export default feature('ideas', async (app) => {
  await app.register(ideasRoutes, { db: app.ctx.db, queueTranslation: app.queueTranslation, measuresOutcomes: app.providers.marketPrices !== null });
});
