import type { Static } from 'typebox';
import type { Agent, AgentBlockReply } from '../../../server/modules/agents/schemas';
import type { FlatSubdivision, StructurePartner } from '../../../server/modules/structure/schemas';
import type { HttpClient } from '../http';
import { segment } from './download';

export type { Agent, StructurePartner };
export type FlatSubdivisionReply = Static<typeof FlatSubdivision>;

/** The agent structure (G10) and an agent's block (G8). */
export const agentApi = (http: HttpClient) => ({
  agentStructure: () => http.json<StructurePartner[]>('GET', '/issues/structure'),
  structureSubdivisions: () => http.json<FlatSubdivisionReply[]>('GET', '/issues/structure/subdivisions'),
  structureAgent: (id: string) => http.json<Agent>('GET', `/issues/${segment(id)}`),
  setAgentBlocked: (id: string, blocked: boolean) => http.json<Static<typeof AgentBlockReply>>('POST', `/agents/new/${segment(id)}`, { body: { blocked } }),
});
