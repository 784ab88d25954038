/** Shapes of the subdivisions API (G7). */
import { type Static, Type } from 'typebox';
import { listQuery, listReply } from '../../http/list';

const Uuid = Type.String({ format: 'uuid' });
export const SUBDIVISION_SORT_FIELDS = ['created_at', 'name'] as const;

export const SubdivisionId = Type.Object({ id: Uuid });

const fields = {
  name: Type.String({ minLength: 1, maxLength: 255, description: 'Trimmed; blank is refused' }),
  partner_id: Uuid,
  parent_id: Type.Union([Uuid, Type.Null()], { description: 'The parent subdivision, of the same partner' }),
};

/** POST and PUT: the whole editable set (parent_id may be left out, meaning none). */
export const SubdivisionInput = Type.Object(
  { name: fields.name, partner_id: fields.partner_id, parent_id: Type.Optional(fields.parent_id) },
  { additionalProperties: false },
);
export type SubdivisionInput = Static<typeof SubdivisionInput>;

/** PATCH: only the fields sent change. */
export const SubdivisionPatch = Type.Partial(Type.Object(fields), { additionalProperties: false });
export type SubdivisionPatch = Static<typeof SubdivisionPatch>;

export const Subdivision = Type.Object({
  id: Uuid,
  name: Type.String(),
  partner_id: Uuid,
  partner: Type.Object({ id: Uuid, name: Type.String() }),
  parent_id: Type.Union([Uuid, Type.Null()]),
  parentId: Type.Union([Uuid, Type.Null()], { description: 'The same as parent_id, as the SPA of G7 reads it' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type Subdivision = Static<typeof Subdivision>;

export const SubdivisionListQuery = Type.Object({
  ...listQuery(SUBDIVISION_SORT_FIELDS),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Text search in the name' })),
  partner_id: Type.Optional(Uuid),
});
export type SubdivisionListQuery = Static<typeof SubdivisionListQuery>;
export const SubdivisionListReply = listReply(Subdivision);

export const SubdivisionLookupQuery = Type.Object({ partner_id: Type.Optional(Uuid) });
export const SubdivisionLookup = Type.Object({ id: Type.Union([Uuid, Type.Null()]), name: Type.String() });
