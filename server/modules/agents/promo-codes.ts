/** G8: an agent's answer names the promo codes its sales were made with (one record's answer only). */
import type { ResourceHooks } from '../../resources/hooks';

export const agentHooks: ResourceHooks = {
  afterRead: async (records, { db, detail }) => {
    if (!detail || !records.length) return records;
    const rows = await db
      .selectFrom('certificates as c')
      .innerJoin('promo_codes as pc', 'pc.id', 'c.promo_code_id')
      .where('c.agent_id', 'in', records.map((record) => record.id as string))
      .select(['c.agent_id', 'pc.code'])
      .distinct()
      .orderBy('pc.code')
      .execute();
    return records.map((record) => ({ ...record, promoCodes: rows.filter((row) => row.agent_id === record.id).map((row) => row.code) }));
  },
};
