import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import { waiveMissedInstalments } from '../instalments/hold';
import type { RequestUser } from '../auth/tokens';
import { type AuditActor, writeAudit } from '../../audit/record';
import { assertMayChangeBlock, blockAuthorityOf, mayLift } from './block-authority';
import type { CertificatePatch } from './card-schemas';
import { holdsOf, lockCertificate, putHold, showStrongestHold } from './holds';
import { statusOf } from './status';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Block (C8): blocking needs a reason from the dictionary and stamps the block date (now unless given); a block date
 * alone moves the date of the block the certificate shows. Each authority blocks with its own hold (issue 23);
 * a lesser authority may not change a block a higher one shows (ACC-4). Unblocking lifts the holds the caller's
 * authority reaches and leaves the others, so the reply may still be blocked; an admin's lift of the non-payment
 * hold forgives the instalments that caused it. Nothing to lift but a higher hold → 403.
 */
export async function changeBlock(db: Db, user: RequestUser, id: string, patch: CertificatePatch, language: Language, actor: AuditActor) {
  if (patch.blocked === true) {
    if (!patch.blocked_type) throw badRequest({ blocked_type: 'validation.required' });
    const reason = await db.selectFrom('block_reasons').select('code').where('code', '=', patch.blocked_type).executeTakeFirst();
    if (!reason) throw badRequest({ blocked_type: 'validation.enum' });
  }
  await db.transaction().execute(async (tx) => {
    const current = await lockCertificate(tx, id);
    if (!current) throw notFound();
    const before = await blockColumns(tx, id);
    const now = new Date();
    const blocked = patch.blocked ?? current.blocked;
    if (patch.block_date && !blocked) throw badRequest({ block_date: 'certificate.notBlocked' });
    if (patch.blocked === false) await liftOwnHolds(tx, user, id, now);
    else {
      assertMayChangeBlock(user, current);
      if (patch.blocked === true) {
        const since = patch.block_date ? new Date(patch.block_date) : now;
        await putHold(tx, id, { authority: blockAuthorityOf(user), reason: patch.blocked_type ?? null, held_since: since, held_by: user.id });
      } else if (patch.block_date && current.blocked_by_role) {
        await tx.updateTable('certificate_holds').set({ held_since: new Date(patch.block_date) }).where('certificate_id', '=', id).where('authority', '=', current.blocked_by_role).execute();
      }
    }
    await showStrongestHold(tx, [id], now);
    await writeAudit(tx, actor, { resource: 'certificates', recordId: id, action: 'update', before, after: await blockColumns(tx, id) });
  });
  const row = await db
    .selectFrom('certificates')
    .leftJoin('block_reasons', 'block_reasons.code', 'certificates.blocked_type')
    .select(['certificates.id', 'certificates.blocked', 'certificates.blocked_type', 'certificates.block_date', 'certificates.blocked_by_role', sql.ref<string>(`block_reasons.name_${language}`).as('reason')])
    .select(statusOf().as('status'))
    .where('certificates.id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: row.id, status: row.status, blocked: row.blocked, blocked_type: row.blocked_type, reason: row.reason, blockDate: iso(row.block_date), blocked_by_role: row.blocked_by_role };
}

/** What a block changes on the certificate, as its audit row records it. */
const blockColumns = (tx: Db, id: string) =>
  tx.selectFrom('certificates').select(['blocked', 'blocked_type', 'block_date', 'blocked_by_role']).where('id', '=', id).executeTakeFirstOrThrow();

async function liftOwnHolds(tx: Db, user: RequestUser, id: string, now: Date) {
  const holds = await holdsOf(tx, id);
  const reached = holds.filter((hold) => mayLift(user, hold.authority)).map((hold) => hold.authority);
  if (!reached.length) {
    if (holds.length) throw forbidden('certificate.blockHeldByHigher');
    return;
  }
  await tx.deleteFrom('certificate_holds').where('certificate_id', '=', id).where('authority', 'in', reached).execute();
  if (reached.includes('SYSTEM')) await waiveMissedInstalments(tx, id, user.id, now);
}
