import { feature } from '../../plugins/app/feature.ts';
import { measureWaitingForProvider, syncInstruments } from './outcomes.repository.ts';
import { trackOutcomesJob } from './track-outcomes.job.ts';

export default feature('idea-outcomes', async (app) => {
  const { db } = app.ctx;
  await syncInstruments(db);
  const { marketPrices } = app.providers;
  // Without market prices nothing is measured: outcomes stay pending ("no_provider").
  if (!marketPrices) return;
  await measureWaitingForProvider(db, new Date());
  await app.jobs.define(trackOutcomesJob({ db, marketPrices, log: app.log }));
});
