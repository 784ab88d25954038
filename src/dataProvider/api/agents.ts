import type { HttpClient } from '../http';
import type { Body, Reply, Schema } from './contract';
import { segment } from './download';

export type Agent = Schema<'Agent'>;
export type StructurePartner = Schema<'StructurePartner'>;
export type FlatSubdivisionReply = Schema<'FlatSubdivision'>;

/** The agent structure (G10) and its changes, an agent's move (G9) and block (G8). */
export const agentApi = (http: HttpClient) => ({
  agentStructure: () => http.json<Reply<'issuesListStructure'>>('GET', '/issues/structure'),
  structureSubdivisions: () => http.json<Reply<'issuesListStructureSubdivisions'>>('GET', '/issues/structure/subdivisions'),
  structureAgent: (id: string) => http.json<Reply<'issuesGet'>>('GET', `/issues/${segment(id)}`),
  /** A new subdivision under a partner (top level) or a subdivision. */
  addStructureNode: (underId: string, name: string) =>
    http.json<Reply<'issuesCreate'>>('POST', `/issues/${segment(underId)}`, { body: { name } satisfies Body<'issuesCreate'> }),
  changeStructureNode: (id: string, change: Body<'issuesUpdate'>) =>
    http.json<Reply<'issuesUpdate'>>('PUT', `/issues/${segment(id)}`, { body: change }),
  deleteStructureNode: (id: string) => http.json<Reply<'issuesDelete'>>('DELETE', `/issues/${segment(id)}`),
  moveAgent: (agentId: string, subdivisionId: string | null) =>
    http.json<Reply<'subdivisionsAgent'>>('POST', `/subdivisions/agent/${segment(agentId)}`, { body: { subdivision_id: subdivisionId } }),
  setAgentBlocked: (id: string, blocked: Body<'agentsNew'>['blocked']) =>
    http.json<Reply<'agentsNew'>>('POST', `/agents/new/${segment(id)}`, { body: { blocked } }),
});
