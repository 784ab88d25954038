/** Shapes of the partner documents API (G5). */
import { type Static, Type } from 'typebox';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });
export const DocumentId = Type.Object({ id: Uuid });
export const DocumentListQuery = Type.Object({ partner_id: Uuid });

export const PartnerDocument = named('PartnerDocument', Type.Object({
  id: Uuid,
  original_name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  partner_id: Uuid,
}));
export type PartnerDocument = Static<typeof PartnerDocument>;

export const DocumentRename = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });

/** An agent's documents page: its partner's documents, then those of the partners above it. */
export const DocumentStructure = Type.Array(
  Type.Object({ partner: Type.Object({ id: Uuid, name: Type.String() }), documents: Type.Array(PartnerDocument) }),
);
export type DocumentStructure = Static<typeof DocumentStructure>;

export const UploadForm = Type.Object(
  {
    partner_id: Uuid,
    file: Type.String({ format: 'binary', description: 'A PDF under 10 MB; checked by its content' }),
  },
  { description: 'multipart/form-data' },
);
