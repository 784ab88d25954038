import { type Static, Type } from 'typebox';
import { listQuery, listReply } from '../../http/list';

const Uuid = Type.String({ format: 'uuid' });
const Named = Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]);

export const RegistryKind = Type.Union([Type.Literal('certificates')], {
  description: 'certificates: columns name, phone, tariff (code), email?, period? (months), company?, agent? (login), meter?',
});

export const Registry = Type.Object({
  id: Uuid,
  partner: Named,
  kind: RegistryKind,
  file_name: Type.String(),
  status: Type.Union([Type.Literal('PROCESSING'), Type.Literal('COMPLETED'), Type.Literal('ERRORED')]),
  total_rows: Type.Integer({ minimum: 0 }),
  imported_rows: Type.Integer({ minimum: 0 }),
  refused_rows: Type.Integer({ minimum: 0 }),
  created_by: Named,
  created_at: Type.String({ format: 'date-time' }),
});
export type Registry = Static<typeof Registry>;

export const RegistryRow = Type.Object({
  row_number: Type.Integer({ minimum: 2, description: 'The sheet row (1 is the header)' }),
  status: Type.Union([Type.Literal('IMPORTED'), Type.Literal('REFUSED')]),
  certificate: Type.Union([Type.Object({ id: Uuid, number: Type.String() }), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the row was refused, in the language asked for' }),
  data: Type.Record(Type.String(), Type.String(), { description: 'The row as read from the sheet' }),
});
export type RegistryRow = Static<typeof RegistryRow>;

export const RegistryDetail = Type.Object({ ...Registry.properties, rows: Type.Array(RegistryRow) });
export type RegistryDetail = Static<typeof RegistryDetail>;

export const RegistryListQuery = Type.Object({ ...listQuery(['created_at']), partner_id: Type.Optional(Uuid) }, { additionalProperties: false });
export type RegistryListQuery = Static<typeof RegistryListQuery>;
export const RegistryList = listReply(Registry);

export const UploadParams = Type.Object({ id: Uuid, kind: RegistryKind });
export const RegistryParams = Type.Object({ id: Uuid });
