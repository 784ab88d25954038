/** The declared sign orders' hooks (M5): the spec's user and sender shapes, the files, expiry, and no delete once signed. */
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../common/errors';
import type { ResourceHooks } from '../../resources/hooks';
import { OWNER_KIND, expireDue, filesOf } from './orders';

type Row = Record<string, unknown>;

export const signatureHooks: ResourceHooks = {
  afterRead: async (records, { db, rows }) => {
    const files = await filesOf(db, records.map((r) => r.id as string));
    const senders = [...new Set(rows.map((r) => r.sender_id).filter((id): id is string => typeof id === 'string'))];
    const names = new Map((senders.length ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', senders).execute() : []).map((u) => [u.id, u.name]));
    return records.map((record, i) => {
      const row = rows[i] as Row;
      // a link that ran out is answered EXPIRED at once; the row itself turns EXPIRED at the next signer's or list's visit
      const expired = record.status === 'SENT' && new Date(String(row.expires_at)).getTime() <= Date.now();
      return {
        ...record,
        status: expired ? 'EXPIRED' : record.status,
        user: { name: record.name ?? null, phone: record.phone, email: record.email ?? null },
        sender: { name: names.get(row.sender_id as string) ?? null, created_at: record.created_at },
        files: files.get(record.id as string) ?? [],
      };
    });
  },
  beforeDelete: async ({ db, previous }) => {
    await expireDue(db);
    if (previous?.status === 'APPLIED') throw new ApiError(409, 'signing.signedNoDelete', ERROR_CODES.conflict);
  },
  // the PDFs go with the order (files has no foreign key to their owner), in the delete's transaction
  afterDelete: async (record, { db }) => {
    await db.deleteFrom('files').where('owner_kind', '=', OWNER_KIND).where('owner_id', '=', record.id as string).execute();
  },
};
