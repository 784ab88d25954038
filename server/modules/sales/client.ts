import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { normalizeMobilePhone } from '../clients/phone';
import type { SaleClient } from './schemas';

export interface LegalDetails {
  company: string;
  postal?: string;
  legal?: string;
}

/**
 * E7: a client is identified by the phone (digits normalised to 7XXXXXXXXXX); a known phone reuses
 * the client as it is (its record unchanged), an unknown one creates it. The insert settles concurrent sales to the same phone.
 */
export async function findOrCreateClient(tx: Transaction<DB>, client: SaleClient, legal: LegalDetails | null) {
  const phone = normalizeMobilePhone(client.phone);
  if (!phone) throw badRequest({ 'client.phone': 'sale.phoneInvalid' });
  const known = await tx.selectFrom('clients').select(['id', 'name']).where('phone', '=', phone).executeTakeFirst();
  // the certificate keeps the name as this seller typed it: a sale never reveals an existing client's record (ACC-1)
  if (known) return { id: known.id, name: client.name.trim() || known.name };
  const email = client.email?.trim() || null;
  if (email) {
    const owner = await tx.selectFrom('clients').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    if (owner) throw conflict({ 'client.email': 'sale.emailTaken' });
  }
  const inserted = await tx
    .insertInto('clients')
    .values({
      name: client.name.trim(),
      phone,
      email,
      type: legal ? 'LEGAL' : 'INDIVIDUAL',
      entity: legal ? JSON.stringify(legal) : null,
      address: legal?.postal ?? null,
    })
    .onConflict((oc) => oc.column('phone').where('phone', 'is not', null).doUpdateSet({ updated_at: sql`clients.updated_at` }))
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return inserted;
}
