import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';

export interface Placement {
  partner_id: string | null;
  subdivision_id: string | null;
}

/**
 * Where an agent sits: a subdivision must belong to the agent's partner, and without a partner the
 * agent takes the subdivision's. Unknown ids are field errors (400), not 404s: the record is the agent.
 */
export async function placement(db: Db, partnerId: string | null, subdivisionId: string | null): Promise<Placement> {
  if (partnerId) {
    const partner = await db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst();
    if (!partner) throw badRequest({ partner_id: 'agents.partnerNotFound' });
  }
  if (!subdivisionId) return { partner_id: partnerId, subdivision_id: null };
  const subdivision = await db.selectFrom('subdivisions').select('partner_id').where('id', '=', subdivisionId).executeTakeFirst();
  if (!subdivision || (partnerId && subdivision.partner_id !== partnerId)) throw badRequest({ subdivision_id: 'agents.subdivisionForeign' });
  return { partner_id: subdivision.partner_id, subdivision_id: subdivisionId };
}
