/** The generated create of a generation job (M6): what a certificate is, the tariff checked. */
import type { ResourceHooks } from '../../resources/hooks';
import { badRequest } from '../../http/errors';

export const generationHooks: ResourceHooks = {
  beforeCreate: async (columns, { db, request }) => {
    const rate = await db.selectFrom('rates').select('id').where('id', '=', columns.rate_id as string).executeTakeFirst();
    if (!rate) throw badRequest({ rate_id: 'promoFiles.rateNotFound' });
    // a certificate is the whole tariff, used once (decisions M6): whatever the body says
    const certificate = columns.kind === 'CERTIFICATES' ? { type: 'PERCENT', amount: 100, all_use: 1 } : {};
    return { ...columns, ...certificate, author_id: request.user?.id ?? null };
  },
  // the row's insert enqueues its job and wakes the workers at commit (migration 0570)
};
