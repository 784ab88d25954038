/** The agent structure (G10): the server's record types. */
export type { StructureAgent, StructureSubdivision } from '../../../server/modules/structure/schemas';
export type { StructurePartner } from '../../dataProvider/api/agents';
