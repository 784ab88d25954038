/** Shapes of the agents API (spec G8, G9); the agent record is the declaration's (common/resources/agents.ts). */
import { type Static, Type } from 'typebox';
import { AGENT_ROLES, AGENT_TYPES } from '../../../common/roles';
import { agents } from '../../../common/resources/agents';
import { listReply, searchableListQuery } from '../../http/list';
import { literals, named } from '../../http/named';
import { recordSchema } from '../../resources/schemas';

export const AGENT_SORT_FIELDS = agents.list.sort;

const Uuid = Type.String({ format: 'uuid' });
const Ref = Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]);
const AgentRole = literals(AGENT_ROLES);
export const AgentType = named('AgentType', literals(AGENT_TYPES, { description: AGENT_TYPES.join(', ') }));

export const AgentId = Type.Object({ id: Uuid });

const editable = {
  name: Type.String({ maxLength: 255, description: 'Full name; blank is refused' }),
  login: Type.String({ minLength: 1, maxLength: 100, pattern: '^\\S+$' }),
  phone: Type.String({ maxLength: 40, description: 'Russian mobile in any format; stored as 7XXXXXXXXXX' }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  role: Type.Array(AgentRole, { maxItems: AGENT_ROLES.length, uniqueItems: true, description: 'AGENT is added when missing' }),
  partner_id: Type.Optional(Type.Union([Uuid, Type.Null()], { description: "Defaults to the subdivision's partner" })),
  subdivision_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
  type: Type.Optional(AgentType),
  is_manager: Type.Optional(Type.Boolean({ default: false })),
};
const Password = Type.String({ maxLength: 128, description: 'At least 8 characters, no whitespace, not one of the common passwords' });

export const AgentCreateInput = named('AgentCreateBody', Type.Object({ ...editable, password: Password }, { additionalProperties: false }));
export type AgentCreateInput = Static<typeof AgentCreateInput>;

export const AgentUpdateInput = named('AgentUpdateBody', Type.Object(
  { ...editable, password: Type.Optional(Type.Union([Password, Type.Null()], { description: 'Omitted, null or empty: unchanged' })) },
  { additionalProperties: false },
));
export type AgentUpdateInput = Static<typeof AgentUpdateInput>;

/** The agent as GET /agents/{id} answers it, and every route answering an agent. */
export const Agent = recordSchema(agents, true);

export const AgentListQuery = searchableListQuery(AGENT_SORT_FIELDS, 'Part of the name, login, phone or email', {
  partner_id: Type.Optional(Uuid),
  subdivision_id: Type.Optional(Uuid),
});
export type AgentListQuery = Static<typeof AgentListQuery>;
export const AgentListReply = listReply(recordSchema(agents));

export const AgentBlockInput = Type.Object(
  { blocked: Type.Optional(Type.Boolean({ description: 'Omitted: the current state is toggled' })) },
  { additionalProperties: false },
);
export const AgentBlockReply = named('AgentBlock', Type.Object({ id: Uuid, roles: Type.Array(Type.String()), blocked: Type.Boolean() }));

export const AgentSubdivisionInput = Type.Object({ subdivision_id: Type.Union([Uuid, Type.Null()]) }, { additionalProperties: false });
export const AgentSubdivisionReply = named('AgentSubdivision', Type.Object({ agent_id: Uuid, partner: Ref, subdivision: Ref }));
