import { feature } from '../../plugins/app/feature.ts';
import { devMarketRoutes } from './dev-market.routes.ts';
import { measureWaitingForProvider, syncInstruments } from './outcomes.repository.ts';
import { trackOutcomesJob } from './track-outcomes.job.ts';

export default feature('idea-outcomes', async (app) => {
  const { db } = app.ctx;
  await syncInstruments(db);
  const { marketPrices } = app.providers;
  // The simulator's time machine: with the development features and the simulator only.
  await app.register(devMarketRoutes, { db, enabled: app.ctx.config.devFeatures && app.ctx.config.outsideServices.marketPrices === 'dev' });
  // Without market prices nothing is measured: outcomes stay pending ("no_provider").
  if (!marketPrices) return;
  await measureWaitingForProvider(db, new Date());
  await app.jobs.define(trackOutcomesJob({ db, marketPrices, live: app.live, log: app.log }));
});
