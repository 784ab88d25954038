import type { Role } from '../../../common/roles';
import type { StatsNode } from '../../dataProvider';

export type ReportChoice = { kind: 'partner' | 'agent'; id: string } | { kind: 'order' };

interface Caller {
  roles: readonly Role[];
  agentId: string | null;
  partnerId: string | null;
}

/**
 * The reports (L2) of what the analytics page shows: a partner's or an agent's sales report when the figures
 * are one partner's or one agent's (a plain agent's own, a partner admin's own partner), and always the orders
 * report of the same node or scope. The server re-checks each one per record.
 */
export function reportChoices(node: StatsNode | undefined, caller: Caller): ReportChoice[] {
  const orders: ReportChoice = { kind: 'order' };
  if (node?.type === 'partner' || node?.type === 'agent') return [{ kind: node.type, id: node.id }, orders];
  if (node) return [orders];
  if (caller.roles.includes('ADMIN')) return [orders];
  if (caller.roles.includes('PARTNER_ADMIN') && caller.partnerId) return [{ kind: 'partner', id: caller.partnerId }, orders];
  if (!caller.roles.includes('AGENT_ADMIN') && caller.agentId) return [{ kind: 'agent', id: caller.agentId }, orders];
  return [orders];
}
