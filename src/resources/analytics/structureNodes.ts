import type { StructurePartner, StructureSubdivision } from '../../../server/modules/structure/schemas';
import type { StatsNode } from '../../dataProvider';

/** One choosable node of the caller's structure, with its depth for the indent. */
export interface PickableNode extends StatsNode {
  name: string;
  depth: number;
}

function subdivisionNodes(subdivision: StructureSubdivision, depth: number): PickableNode[] {
  return [
    { type: 'subdivision', id: subdivision.id, name: subdivision.name, depth },
    ...subdivision.agents.map((agent) => ({ type: 'agent' as const, id: agent.id, name: agent.name, depth: depth + 1 })),
    ...subdivision.children.flatMap((child) => subdivisionNodes(child, depth + 1)),
  ];
}

/** The tree G10 answers (already cut to the caller's scope), flattened in reading order: subdivisions, their agents. */
export const structureNodes = (tree: readonly StructurePartner[]): PickableNode[] =>
  tree.flatMap((partner) => [
    ...partner.subdivisions.flatMap((subdivision) => subdivisionNodes(subdivision, 0)),
    ...partner.agents.map((agent) => ({ type: 'agent' as const, id: agent.id, name: agent.name, depth: 0 })),
  ]);

export const nodeKey = (node: StatsNode) => `${node.type}:${node.id}`;
