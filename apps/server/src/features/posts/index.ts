import { feature } from '../../plugins/app/feature.ts';
import { homePage } from './home-page.ts';
import { postPage } from './post-page.ts';
import { postsRoutes } from './posts.routes.ts';

export default feature('posts', async (app) => {
  const { db, config } = app.ctx;
  app.pages.add(homePage(), postPage(db, config));
  await app.register(postsRoutes, { db, config, acceptsGifUrl: app.providers.acceptsGifUrl, queueTranslation: app.queueTranslation, live: app.live });
});
