import { feature } from '../../plugins/app/feature.ts';
import { profilePage } from './profile-page.ts';
import { usersRoutes } from './users.routes.ts';

export default feature('users', async (app) => {
  app.pages.add(profilePage(app.ctx.db));
  await app.register(usersRoutes, { db: app.ctx.db });
});
