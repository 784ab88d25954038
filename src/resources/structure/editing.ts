import { createContext, useContext } from 'react';
import type { StructureAgent, StructurePartner, StructureSubdivision } from './types';

/** A node the tree's actions act on: a partner (new top-level subdivisions go under it) or a subdivision. */
export interface NodeRef {
  id: string;
  name: string;
}

/** The dialog the tree's actions open (G9, G10); one at a time. */
export type StructureDialog =
  | { kind: 'add'; under: NodeRef }
  | { kind: 'rename'; node: NodeRef }
  | { kind: 'delete'; node: NodeRef }
  | { kind: 'move'; agent: StructureAgent; partner: StructurePartner };

export interface StructureEditing {
  /** The caller changes the tree's nodes (structure create/edit/delete: ADMIN, PARTNER_ADMIN). */
  editsNodes: boolean;
  /** The caller moves agents between subdivisions (agent-subdivision edit). */
  movesAgents: boolean;
  open: (dialog: StructureDialog) => void;
}

export const StructureEditingContext = createContext<StructureEditing>({ editsNodes: false, movesAgents: false, open: () => undefined });

export const useStructureEditing = () => useContext(StructureEditingContext);

/** A partner's subdivisions in tree order, each named by its path ('Москва / Центр'), for the move picker. */
export function subdivisionPaths(partner: StructurePartner): NodeRef[] {
  const walk = (nodes: StructureSubdivision[], prefix: string): NodeRef[] =>
    nodes.flatMap((node) => {
      const name = prefix ? `${prefix} / ${node.name}` : node.name;
      return [{ id: node.id, name }, ...walk(node.children, name)];
    });
  return walk(partner.subdivisions, '');
}

/** The subdivision the agent sits in, if any (the tree holds each agent once). */
export function subdivisionOf(partner: StructurePartner, agentId: string): string | null {
  const find = (nodes: StructureSubdivision[]): string | null => {
    for (const node of nodes) {
      if (node.agents.some((agent) => agent.id === agentId)) return node.id;
      const below = find(node.children);
      if (below) return below;
    }
    return null;
  };
  return find(partner.subdivisions);
}
