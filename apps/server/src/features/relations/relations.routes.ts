import { blockMemberEndpoint, muteMemberEndpoint, myBlocksEndpoint, myMutesEndpoint, unblockMemberEndpoint, unmuteMemberEndpoint } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { relationsPage, setMemberRelation, type RelationDone } from './relations.service.ts';
import type { RelationKind } from './relations.repository.ts';

/** Blocks and mutes: made and undone by the member, listed in their settings. */
export async function relationsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Both members' open sockets read their blocks and mutes again (channels of a blocked author
  // close), and whoever lost notifications gets their unread count.
  const changed = async (memberId: string, otherId: string, done: RelationDone) => {
    app.liveAccess.memberChanged(memberId);
    app.liveAccess.memberChanged(otherId);
    await Promise.all(done.notified.map((id) => app.live.unreadChanged(id)));
    return done.state;
  };
  const writes: [typeof blockMemberEndpoint, RelationKind, boolean][] = [
    [blockMemberEndpoint, 'block', true],
    [unblockMemberEndpoint, 'block', false],
    [muteMemberEndpoint, 'mute', true],
    [unmuteMemberEndpoint, 'mute', false],
  ];
  for (const [endpoint, kind, on] of writes) {
    registerEndpoint(app, endpoint, async ({ user, params, fail }) => changed(user.id, params.userId, await setMemberRelation(db, user, kind, params.userId, on, fail)));
  }
  registerEndpoint(app, myBlocksEndpoint, ({ user, query }) => relationsPage(db, user, 'block', query));
  registerEndpoint(app, myMutesEndpoint, ({ user, query }) => relationsPage(db, user, 'mute', query));
}
