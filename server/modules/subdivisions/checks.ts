/** G7 rules on a subdivision about to be written: its partner exists, its parent is of the same partner and no descendant. */
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { wouldCycle } from '../partners/tree';

type Row = Record<string, unknown>;

export async function checkedColumns(db: Db, columns: Row, id?: string): Promise<Row> {
  const partnerId = columns.partner_id as string;
  const partner = await db.selectFrom('partners').select('id').where('id', '=', partnerId).executeTakeFirst();
  if (!partner) throw badRequest({ partner_id: 'subdivisions.partnerNotFound' });
  const parentId = (columns.parent_id as string | null | undefined) ?? null;
  if (parentId) {
    const parent = await db.selectFrom('subdivisions').select('partner_id').where('id', '=', parentId).executeTakeFirst();
    const cycles = id ? await wouldCycle(db, 'subdivisions', id, parentId) : false;
    if (parent?.partner_id !== partnerId || cycles) throw badRequest({ parent_id: 'subdivisions.parentInvalid' });
  }
  return { ...columns, parent_id: parentId };
}
