import type { HttpClient } from '../http';
import type { Body, Reply, Schema } from './contract';
import { segment } from './download';

export type Agent = Schema<'Agent'>;
export type StructurePartner = Schema<'StructurePartner'>;
export type FlatSubdivisionReply = Schema<'FlatSubdivision'>;

/** The agent structure (G10) and an agent's block (G8). */
export const agentApi = (http: HttpClient) => ({
  agentStructure: () => http.json<Reply<'issuesListStructure'>>('GET', '/issues/structure'),
  structureSubdivisions: () => http.json<Reply<'issuesListStructureSubdivisions'>>('GET', '/issues/structure/subdivisions'),
  structureAgent: (id: string) => http.json<Reply<'issuesGet'>>('GET', `/issues/${segment(id)}`),
  setAgentBlocked: (id: string, blocked: Body<'agentsNew'>['blocked']) =>
    http.json<Reply<'agentsNew'>>('POST', `/agents/new/${segment(id)}`, { body: { blocked } }),
});
