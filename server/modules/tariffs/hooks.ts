/** What the declared tariffs add to their generated queries (F1–F3, ACC-2). */
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import type { HookContext, ResourceHooks } from '../../resources/hooks';
import { displayedService } from './relations';
import { adminCommentFor, partnersFor, pricedPartnerOf } from './shape';

type Row = Record<string, unknown>;
type Link = { id: string; partner_price: number | null };

/** A tariff certificates were sold on stays (409): deleting it would orphan what clients paid for. */
async function refuseWhileSold({ db, previous }: HookContext) {
  const sold = await db.selectFrom('certificates').select('id').where('rate_id', '=', previous!.id as string).limit(1).executeTakeFirst();
  if (sold) throw conflict(undefined, 'tariffs.inUse');
}

/** The page's partner prices of one partner, by tariff id. */
async function partnerPrices(db: Db, partnerId: string, rateIds: string[]) {
  if (!rateIds.length) return new Map<string, number | null>();
  const rows = await db.selectFrom('rate_partners').select(['rate_id', 'partner_price'])
    .where('partner_id', '=', partnerId).where('rate_id', 'in', rateIds).execute();
  return new Map(rows.map((row) => [row.rate_id, row.partner_price === null ? null : Number(row.partner_price)]));
}

export const tariffHooks: ResourceHooks = {
  // F2: min_meter belongs to metered tariffs only; a blank type is the default one
  beforeWrite: (columns) => ({ ...columns, min_meter: columns.meter ? columns.min_meter : null, rate_type: columns.rate_type || 'DEFAULT' }),
  beforeDelete: refuseWhileSold,
  /** ACC-2: the admin's notes and other partners' terms stay with the admin; F1: an agent's partner price in the list. */
  afterRead: async (records, { db, request, detail }) => {
    const user = request.user ?? null;
    const partnerId = detail ? null : pricedPartnerOf(user);
    const prices = partnerId ? await partnerPrices(db, partnerId, records.map((r) => r.id as string)) : undefined;
    return records.map((record): Row => ({
      ...record,
      admin_comment: adminCommentFor(user, record.admin_comment as string | null),
      ...(prices ? { partner_price: prices.get(record.id as string) ?? null } : {}),
      ...(detail
        ? {
            services: (record.services as Row[]).map((service) => displayedService(service as { description: string | null; unit: string | null }, request.language)),
            partners: partnersFor(user, record.partners as Link[]),
          }
        : {}),
    }));
  },
};
