import { feature } from '../../plugins/app/feature.ts';
import { translateJob, translationBudgetSweep } from './translate.job.ts';
import { translationsRoutes } from './translations.routes.ts';

export default feature('translations', async (app) => {
  const { db, config } = app.ctx;
  const { translator } = app.providers;
  // Staff read the queue's state with or without a translator (without one, nobody translates).
  await app.register(translationsRoutes, { db, config });
  await app.jobs.define(translationBudgetSweep(db));
  // Without a translator no job is queued (app.queueTranslation does nothing), so none is defined.
  if (translator) {
    await app.jobs.define(
      translateJob({
        db,
        jobs: app.jobs,
        translator,
        live: app.live,
        monthlyCharacters: config.TRANSLATION_MONTHLY_CHARACTERS,
        memberDailyCharacters: config.TRANSLATION_MEMBER_DAILY_CHARACTERS,
        quotaRetryHours: config.TRANSLATION_QUOTA_RETRY_HOURS,
        log: app.log,
      }),
    );
  }
});
