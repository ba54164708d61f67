import { getInstrumentEndpoint, listInstrumentPostsEndpoint, searchInstrumentsEndpoint } from '@arya/core';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { feature } from '../../plugins/app/feature.ts';
import { findInstruments, getInstrumentPage, instrumentAggregatesCache, listInstrumentPosts } from './instruments.service.ts';

/**
 * Instruments (issue 28): the catalogue searched (the `$` autocomplete), an instrument's page (its
 * ideas and posts counted, its most active members) and its lists of ideas and of posts naming it.
 */
export default feature('instruments', async (app) => {
  const { db, config } = app.ctx;
  const cache = instrumentAggregatesCache(config.instrumentPageCacheSeconds);
  registerEndpoint(app, searchInstrumentsEndpoint, async ({ query }) => findInstruments(query));
  registerEndpoint(app, getInstrumentEndpoint, ({ user, params, fail }) => getInstrumentPage({ db, cache }, user, params.symbol, fail));
  registerEndpoint(app, listInstrumentPostsEndpoint, ({ user, params, query, fail }) => listInstrumentPosts(db, user, params.symbol, query, fail));
});
