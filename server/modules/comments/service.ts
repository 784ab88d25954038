import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { canAccess } from '../../../common/access';
import { isAdminNotAgent } from '../../../common/roles';
import type { RequestUser } from '../auth/tokens';

const selectComments = (db: Db) =>
  db
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.client_id',
      'comments.comment',
      'comments.author_id',
      'comments.agent_id',
      'comments.created_at',
      'comments.updated_at',
      'users.name as author_name',
    ]);

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;

function toComment({ author_name, ...row }: CommentRow) {
  return {
    ...row,
    author: row.author_id ? { id: row.author_id, name: author_name ?? '' } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function requiredText(comment: string): string {
  const text = comment.trim();
  if (!text) throw badRequest({ comment: 'comments.required' });
  return text;
}

/**
 * A client's comments that the caller reads (issue 23): an admin who is not an agent all of them; a seller its own and
 * those written within its partner, never another partner's (a client may be shared by sellers of several partners).
 */
export async function listComments(db: Db, user: RequestUser, clientId: string) {
  const rows = await selectComments(db)
    .where('comments.client_id', '=', clientId)
    .$if(!isAdminNotAgent(user.roles), (query) =>
      query.where((eb) => eb.or([eb('comments.author_id', '=', user.id), ...(user.partnerId ? [eb('comments.partner_id', '=', user.partnerId)] : [])])),
    )
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();
  return rows.map(toComment);
}

async function findComment(db: Db, id: string) {
  const row = await selectComments(db).where('comments.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toComment(row);
}

export async function createComment(db: Db, user: RequestUser, clientId: string, comment: string) {
  const row = await db
    .insertInto('comments')
    // the partner it is written within: the sellers of that partner read it (an admin's has none)
    .values({ client_id: clientId, author_id: user.id, agent_id: user.agentId, partner_id: user.agentId ? user.partnerId : null, comment: requiredText(comment) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findComment(db, row.id);
}

/** Only the author or an ADMIN changes a comment: the record rule `comments` of the access matrix. */
async function authorised(db: Db, user: RequestUser, id: string, action: 'edit' | 'delete') {
  const comment = await findComment(db, id);
  const subject = { roles: user.roles, userId: user.id, agentId: user.agentId };
  if (!canAccess(subject, { resource: 'comments', action, record: comment })) throw forbidden();
  return comment;
}

export async function updateComment(db: Db, user: RequestUser, id: string, comment: string) {
  const text = requiredText(comment);
  await authorised(db, user, id, 'edit');
  await db.updateTable('comments').set({ comment: text, updated_at: new Date() }).where('id', '=', id).execute();
  return findComment(db, id);
}

export async function deleteComment(db: Db, user: RequestUser, id: string) {
  const comment = await authorised(db, user, id, 'delete');
  await db.deleteFrom('comments').where('id', '=', id).execute();
  return comment;
}
