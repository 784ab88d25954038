/** Subdivisions for pickers (GET /subdivisions/all, the invitation form). */
import type { Db } from '../../db/database';
import type { RequestUser } from '../auth/tokens';

/** The partner a caller is limited to; null means every partner (ADMIN). */
export function scopedPartner(user: RequestUser): string | null {
  if (user.roles.includes('ADMIN')) return null;
  return user.partnerId ?? '00000000-0000-0000-0000-000000000000';
}

export async function subdivisionLookup(db: Db, partnerId: string | null) {
  return db
    .selectFrom('subdivisions')
    .$if(!!partnerId, (query) => query.where('partner_id', '=', partnerId as string))
    .select(['id', 'name'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}
