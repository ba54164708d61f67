import { feature } from '../../plugins/app/feature.ts';
import { peopleRoutes } from './people.routes.ts';

export default feature('people', async (app) => {
  await app.register(peopleRoutes, { db: app.ctx.db, live: app.live, searchesPerMinute: app.ctx.config.RATE_LIMIT_SEARCH_MAX });
});
