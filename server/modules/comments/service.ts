/** A client's comments (E8) as the declared records (common/resources/comments.ts). */
import type { FastifyRequest } from 'fastify';
import { comments } from '../../../common/resources/comments';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import { readRecord, recordsOf } from '../../resources/records';
import { toColumns } from '../../resources/rows';
import type { RequestUser } from '../auth/tokens';

const answering = { declaration: comments };

/**
 * A client's comments that the caller reads (issue 23), newest first: an admin who is not an agent all of them; a seller
 * its own and those written within its partner, never another partner's (a client may be shared by sellers of several partners).
 */
export async function listComments(db: Db, request: FastifyRequest, user: RequestUser, clientId: string) {
  const rows = await db
    .selectFrom('comments')
    .selectAll()
    .where('client_id', '=', clientId)
    .$if(!isAdminNotAgent(user.roles), (query) =>
      query.where((eb) => eb.or([eb('author_id', '=', user.id), ...(user.partnerId ? [eb('partner_id', '=', user.partnerId)] : [])])),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return recordsOf(db, answering, rows, request);
}

/** The caller's comment on the client, within its partner (an admin's has none): that partner's sellers read it. */
export async function createComment(db: Db, request: FastifyRequest, user: RequestUser, clientId: string, body: Record<string, unknown>) {
  const columns = toColumns(comments, body, user.roles);
  const row = await db
    .insertInto('comments')
    .values({ client_id: clientId, author_id: user.id, agent_id: user.agentId, partner_id: user.agentId ? user.partnerId : null, comment: columns.comment as string })
    .returning('id')
    .executeTakeFirstOrThrow();
  return readRecord(db, answering, row.id, request);
}
