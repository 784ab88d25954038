/** Shapes of the agent structure (G10): partner → subdivisions (nested by parent) → agents. */
import { type Static, type TSchema, Type } from 'typebox';
import { AgentType } from '../agents/schemas';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });

export const StructureAgent = named('StructureAgent', Type.Object({
  id: Uuid,
  name: Type.String(),
  login: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.String()),
  type: AgentType,
  is_manager: Type.Boolean(),
  blocked: Type.Boolean(),
}));
export type StructureAgent = Static<typeof StructureAgent>;

export interface StructureSubdivision {
  id: string;
  name: string;
  parent_id: string | null;
  agents: StructureAgent[];
  children: StructureSubdivision[];
}

/** Recursive: a subdivision holds its agents and its child subdivisions. */
export const StructureSubdivision: TSchema = Type.Cyclic(
  {
    StructureSubdivision: Type.Object({
      id: Uuid,
      name: Type.String(),
      parent_id: Type.Union([Uuid, Type.Null()]),
      agents: Type.Array(StructureAgent),
      children: Type.Array(Type.Ref('StructureSubdivision')),
    }),
  },
  'StructureSubdivision',
);

export const StructurePartner = named('StructurePartner', Type.Object({
  id: Uuid,
  name: Type.String(),
  subdivisions: Type.Array(StructureSubdivision, { description: 'Top-level subdivisions of the scope' }),
  agents: Type.Array(StructureAgent, { description: 'Agents of the partner outside any subdivision' }),
}));
/** The cyclic schema reads as unknown to Static, so the subdivisions are typed by hand once, here. */
export type StructurePartner = Omit<Static<typeof StructurePartner>, 'subdivisions'> & { subdivisions: StructureSubdivision[] };

export const FlatSubdivision = named('FlatSubdivision', Type.Object({
  id: Uuid,
  name: Type.String(),
  parent_id: Type.Union([Uuid, Type.Null()]),
  partner: Type.Object({ id: Uuid, name: Type.String() }),
}));

/** A node of the structure as its writes answer it (G10): a subdivision, top level when parent_id is null. */
export const StructureNode = named('StructureNode', Type.Object({
  id: Uuid,
  name: Type.String(),
  parent_id: Type.Union([Uuid, Type.Null()]),
  partner_id: Uuid,
}));

const NodeName = Type.String({ maxLength: 255, description: 'Trimmed; blank is refused' });
export const StructureNodeCreate = Type.Object({ name: NodeName }, { additionalProperties: false });
export const StructureNodeChange = Type.Object(
  {
    name: Type.Optional(NodeName),
    parent_id: Type.Optional(Type.Union([Uuid, Type.Null()], { description: 'A subdivision of the same partner, not the node or one below it; null: top level' })),
  },
  { additionalProperties: false },
);
export const NodeId = Type.Object({ id: Uuid });
