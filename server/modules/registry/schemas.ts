import { type Static, Type } from 'typebox';
import type { Infer } from '../../../common/resource';
import { certificateRegisters } from '../../../common/resources/certificateRegisters';
import { recordSchema } from '../../resources/schemas';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });

export const RegistryKind = Type.Union([Type.Literal('certificates')], { description: certificateRegisters.fields.kind.description });

/** A registry as the declared list answers it (common/resources/certificateRegisters.ts). */
export type Registry = Infer<typeof certificateRegisters>;

export const RegistryRow = named('CertificateRegisterRow', Type.Object({
  row_number: Type.Integer({ minimum: 2, description: 'The sheet row (1 is the header)' }),
  status: Type.Union([Type.Literal('IMPORTED'), Type.Literal('REFUSED')]),
  certificate: Type.Union([Type.Object({ id: Uuid, number: Type.String() }), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the row was refused, in the language asked for' }),
  data: Type.Record(Type.String(), Type.String(), { description: 'The row as read from the sheet' }),
}));
export type RegistryRow = Static<typeof RegistryRow>;

export const RegistryDetail = named('CertificateRegisterDetail', Type.Object({ ...recordSchema(certificateRegisters).properties, rows: Type.Array(RegistryRow) }));
export type RegistryDetail = Registry & { rows: RegistryRow[] };

export const UploadParams = Type.Object({ id: Uuid, kind: RegistryKind });
export const RegistryParams = Type.Object({ id: Uuid });
