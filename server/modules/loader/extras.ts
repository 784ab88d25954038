/** A task's reply beyond its columns (M7): its partner's name and whether a result sheet waits. */
import { Type } from 'typebox';
import { type ReplyExtras, joinedName } from '../../resources/extras';

const partnerName = joinedName({ column: 'partner_id', table: 'partners', as: 'partner' });

export const loaderExtras: ReplyExtras = {
  schema: {
    partner: Type.Union([Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }), Type.Null()]),
    has_result: Type.Boolean(),
  },
  add: async (records, rows, db) =>
    (await partnerName(records, rows, db)).map((record, index) => ({ ...record, has_result: rows[index].result_file_id != null })),
};
