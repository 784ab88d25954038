/** The generated create of a generation job (M6): what a certificate is, the tariff checked, the worker woken. */
import type { ResourceHooks } from '../../resources/hooks';
import { badRequest } from '../../http/errors';
import { queueOf } from './runner';

export const generationHooks: ResourceHooks = {
  beforeCreate: async (columns, { db, request }) => {
    const rate = await db.selectFrom('rates').select('id').where('id', '=', columns.rate_id as string).executeTakeFirst();
    if (!rate) throw badRequest({ rate_id: 'promoFiles.rateNotFound' });
    // a certificate is the whole tariff, used once (decisions M6): whatever the body says
    const certificate = columns.kind === 'CERTIFICATES' ? { type: 'PERCENT', amount: 100, all_use: 1 } : {};
    return { ...columns, ...certificate, author_id: request.user?.id ?? null, lease_owner: null, lease_until: null };
  },
  // the hook runs inside the create's transaction: the queue looks a moment later, and its scan would find it anyway
  afterCreate: (_record, { request }) => queueOf(request.server.db)?.wake(),
};
