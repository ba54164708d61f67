import { feature } from '../../plugins/app/feature.ts';
import { publicPages } from './public-pages.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { webRoutes } from './web.routes.ts';

export default feature('web', async (app) => {
  const { config, webDistDir } = app.ctx;
  app.pages.add(...publicPages(config.publicUrl));
  await app.register(webRoutes, { distDir: webDistDir, origin: config.publicUrl, renderer: await loadPageRenderer(webDistDir) });
});
