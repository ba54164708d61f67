import { feature } from '../../plugins/app/feature.ts';
import { gifsRoutes } from './gifs.routes.ts';

export default feature('gifs', async (app) => {
  await app.register(gifsRoutes, { gifs: app.providers.gifs });
});
