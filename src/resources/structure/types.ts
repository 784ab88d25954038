import type { Schema } from '../../dataProvider/api/contract';

/** The agent structure (G10), as the server publishes it. */
export type StructureAgent = Schema<'StructureAgent'>;
export type StructureSubdivision = Schema<'StructureSubdivision'>;
export type { StructurePartner } from '../../dataProvider/api/agents';
