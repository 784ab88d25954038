/** What a subdivision's reply holds beyond its columns: its partner's name, and parentId as the SPA of G7 reads it. */
import { Type } from 'typebox';
import { type ReplyExtras, joinedName } from '../../resources/extras';

const Uuid = Type.String({ format: 'uuid' });
const partnerName = joinedName({ column: 'partner_id', table: 'partners', as: 'partner' });

export const subdivisionExtras: ReplyExtras = {
  schema: {
    partner: Type.Object({ id: Uuid, name: Type.String() }),
    parentId: Type.Union([Uuid, Type.Null()], { description: 'The same as parent_id, as the SPA of G7 reads it' }),
  },
  add: async (records, rows, db) =>
    (await partnerName(records, rows, db)).map((record) => ({ ...record, parentId: record.parent_id ?? null })),
};
