import { getTrackRecordEndpoint } from '@arya/core';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { feature } from '../../plugins/app/feature.ts';
import { getTrackRecord } from './track-record.service.ts';

/**
 * A member's track record (issue 28): what their market ideas' stored outcomes add up to, read on
 * their profile. Computed at each request in one statement (track-record.repository.ts); the
 * API's per-address limit is enough for a read.
 */
export default feature('track-record', async (app) => {
  const db = app.ctx.db;
  registerEndpoint(app, getTrackRecordEndpoint, ({ user, params, query, fail }) => getTrackRecord(db, user, params.userId, query, fail));
});
