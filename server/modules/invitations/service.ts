/** Invitation administration (G6). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { InvitationsTable } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type Invitation, type InvitationChange, type InvitationInput, SIGN_IN_FIELDS } from './schemas';

export const toInvitation = (row: Selectable<InvitationsTable>): Invitation => ({
  id: row.id,
  partner_id: row.partner_id,
  subdivision_id: row.subdivision_id,
  fields: row.fields,
  blocked: row.blocked,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

function checkFields(fields: readonly string[]) {
  if (!fields.some((field) => (SIGN_IN_FIELDS as readonly string[]).includes(field))) throw badRequest({ fields: 'invitations.contactRequired' });
}

async function checkSubdivision(db: Db, partnerId: string, subdivisionId: string | null | undefined) {
  if (!subdivisionId) return;
  const row = await db.selectFrom('subdivisions').select('partner_id').where('id', '=', subdivisionId).executeTakeFirst();
  if (row?.partner_id !== partnerId) throw badRequest({ subdivision_id: 'invitations.subdivisionInvalid' });
}

export async function allInvitations(db: Db, partnerId: string): Promise<Invitation[]> {
  const rows = await db.selectFrom('invitations').selectAll().where('partner_id', '=', partnerId).orderBy('created_at', 'desc').execute();
  return rows.map(toInvitation);
}

export async function createInvitation(db: Db, input: InvitationInput): Promise<Invitation> {
  checkFields(input.fields);
  const partner = await db.selectFrom('partners').select('id').where('id', '=', input.partner_id).executeTakeFirst();
  if (!partner) throw badRequest({ partner_id: 'subdivisions.partnerNotFound' });
  await checkSubdivision(db, input.partner_id, input.subdivision_id);
  const row = await db
    .insertInto('invitations')
    .values({ partner_id: input.partner_id, subdivision_id: input.subdivision_id ?? null, fields: JSON.stringify(input.fields) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInvitation(row);
}

export async function changeInvitation(db: Db, id: string, change: InvitationChange): Promise<Invitation> {
  const current = await db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound();
  if (change.fields) checkFields(change.fields);
  if (change.subdivision_id !== undefined) await checkSubdivision(db, current.partner_id, change.subdivision_id);
  const columns = {
    ...(change.blocked !== undefined ? { blocked: change.blocked } : {}),
    ...(change.subdivision_id !== undefined ? { subdivision_id: change.subdivision_id } : {}),
    ...(change.fields ? { fields: JSON.stringify(change.fields) } : {}),
  };
  if (!Object.keys(columns).length) return toInvitation(current);
  const row = await db
    .updateTable('invitations')
    .set(columns)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toInvitation(row);
}

export async function deleteInvitation(db: Db, id: string): Promise<Invitation> {
  const row = await db.deleteFrom('invitations').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw notFound();
  return toInvitation(row);
}
