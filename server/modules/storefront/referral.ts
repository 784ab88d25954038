import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Reader = Kysely<DB> | Transaction<DB>;

export interface ReferralPartner {
  id: string;
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The partner a storefront link names, when it exists. The browser only says which link was followed: an unknown
 * (or deleted) partner answers null and the visitor goes on unattributed, never refused (docs/decisions.md, G11/referral).
 */
export async function referralPartner(db: Reader, id: string | null | undefined): Promise<ReferralPartner | null> {
  if (!id || !UUID.test(id)) return null;
  return (await db.selectFrom('partners').select(['id', 'name']).where('id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * The partner a client's purchases are credited to: the one recorded on the client; a client without one takes the
 * followed link's partner, if it exists, and keeps it (first link wins, never overwritten). Null: no attribution.
 */
export async function attributedPartner(db: Reader, clientId: string, linkPartnerId: string | null | undefined): Promise<string | null> {
  const client = await db.selectFrom('clients').select('referral_partner_id').where('id', '=', clientId).executeTakeFirstOrThrow();
  if (client.referral_partner_id) return client.referral_partner_id;
  const partner = await referralPartner(db, linkPartnerId);
  if (!partner) return null;
  await recordReferral(db, clientId, partner.id);
  const recorded = await db.selectFrom('clients').select('referral_partner_id').where('id', '=', clientId).executeTakeFirstOrThrow();
  return recorded.referral_partner_id;
}

/** Records the referral on a client that has none (a concurrent first purchase keeps whichever came first). */
export async function recordReferral(db: Reader, clientId: string, partnerId: string): Promise<void> {
  await db
    .updateTable('clients')
    .set({ referral_partner_id: partnerId, referred_at: sql<Date>`now()` })
    .where('id', '=', clientId)
    .where('referral_partner_id', 'is', null)
    .execute();
}
