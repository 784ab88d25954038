/**
 * Issue 23: a certificate's block is a set of holds, one per authority (the seller's, a manager's, an admin's, the
 * non-payment job's as SYSTEM); it is usable only when none is left, and lifting one's own hold leaves the others.
 * The certificate's block columns (blocked, blocked_type, block_date, blocked_by, blocked_by_role) show the strongest
 * hold, so every reader (lists, card, client cabinet, documents) keeps reading them; only showStrongestHold writes them.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BlockAuthority } from '../../db/schema';

/** Which hold the certificate shows when it has several: an admin's word (with its reason) over the job's, then down. */
const SHOWN_FIRST: readonly BlockAuthority[] = ['ADMIN', 'SYSTEM', 'PARTNER_ADMIN', 'AGENT_ADMIN', 'AGENT'];

export interface Hold {
  authority: BlockAuthority;
  reason: string | null;
  held_since: Date | null;
  held_by: string | null;
}

/** Locks the certificate against other changes of its holds until the transaction ends; undefined if there is none. */
export async function lockCertificate(tx: Db, id: string) {
  return tx.selectFrom('certificates').select(['id', 'blocked', 'blocked_by_role']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function holdsOf(tx: Db, certificateId: string) {
  return tx.selectFrom('certificate_holds').select(['authority', 'reason', 'held_since', 'held_by']).where('certificate_id', '=', certificateId).execute();
}

/** Sets the authority's hold, replacing its earlier one (a person re-blocking with another reason). */
export async function putHold(tx: Db, certificateId: string, hold: Hold) {
  await tx
    .insertInto('certificate_holds')
    .values({ certificate_id: certificateId, ...hold })
    .onConflict((oc) => oc.columns(['certificate_id', 'authority']).doUpdateSet({ reason: hold.reason, held_since: hold.held_since, held_by: hold.held_by }))
    .execute();
}

/**
 * Writes each certificate's block columns from its strongest hold (all cleared when none is left); a certificate
 * whose columns already show it is not written. Call with the certificates locked in this transaction (lockCertificate,
 * or FOR UPDATE in the job), after their holds changed, so the holds read here are the committed ones.
 */
export async function showStrongestHold(tx: Db, certificateIds: readonly string[], now: Date) {
  if (!certificateIds.length) return;
  await sql`
    with strongest as (
      select distinct on (h.certificate_id) h.certificate_id, h.authority, h.reason, h.held_since, h.held_by
      from certificate_holds h
      where h.certificate_id in (${sql.join(certificateIds)})
      order by h.certificate_id, array_position(${sql.val(SHOWN_FIRST)}::text[], h.authority)
    ), shown as (
      select c.id, s.authority is not null as blocked, s.reason, s.held_since, s.held_by, s.authority
      from certificates c left join strongest s on s.certificate_id = c.id
      where c.id in (${sql.join(certificateIds)})
    )
    update certificates c
    set blocked = shown.blocked, blocked_type = shown.reason, block_date = shown.held_since, blocked_by = shown.held_by,
        blocked_by_role = shown.authority, updated_at = ${now}
    from shown
    where c.id = shown.id
      and (c.blocked, c.blocked_type, c.block_date, c.blocked_by, c.blocked_by_role)
          is distinct from (shown.blocked, shown.reason, shown.held_since, shown.held_by, shown.authority)
  `.execute(tx);
}
