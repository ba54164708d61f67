import { feature } from '../../plugins/app/feature.ts';
import { createShopClient } from '../../providers/shop/index.ts';
import { shopRoutes } from './shop.routes.ts';

export default feature('shop', async (app) => {
  // The shop signs its member in with a short-lived token of ours (the bearer endpoints).
  const shop = createShopClient(app.ctx.config, async (member) => (await app.memberTokens.issue({ userId: member.id, sessionId: member.sessionId })).token);
  await app.register(shopRoutes, { db: app.ctx.db, shop });
});
