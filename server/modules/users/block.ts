import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { revokeSessions } from '../auth/sessions';
import { logoutEvent, publishUserEvent } from '../live/events';

export type BlockServices = Pick<FastifyInstance, 'db' | 'sessions' | 'notifier'>;

/**
 * Blocks or unblocks a user account. Blocking ends every session of the user on every server process
 * and signs their open tabs out through the live channel. Reused by the agent block (G8).
 */
export async function setUserBlocked(app: BlockServices, actorId: string, userId: string, blocked: boolean) {
  if (blocked && actorId === userId) throw badRequest({ id: 'users.cannotBlockSelf' }, 'users.cannotBlockSelf');
  const row = await app.db
    .updateTable('users')
    .set({ blocked, updated_at: new Date() })
    .where('id', '=', userId)
    .returning(['id', 'blocked'])
    .executeTakeFirst();
  if (!row) throw notFound();
  if (blocked) {
    // The event goes first: a revoked session closes its sockets, and they must hear why before that.
    await publishUserEvent(app.notifier, userId, logoutEvent(userId, 'blocked'));
    await revokeSessions(app, { userId }, 'blocked');
  }
  return row;
}
