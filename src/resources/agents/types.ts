import type { RaRecord } from 'react-admin';

export interface Ref {
  id: string;
  name: string;
}

export interface AgentRecord extends RaRecord<string> {
  name: string;
  login: string | null;
  phone: string | null;
  email: string | null;
  roles: string[];
  partner: Ref | null;
  subdivision: Ref | null;
  subdivision_id: string | null;
  type: 'BRUTTO' | 'NETTO' | 'DINAMIC';
  is_manager: boolean;
  blocked: boolean;
}

/** The roles an administrator gives an agent (G8). */
export const AGENT_ROLES = ['AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ADMIN'] as const;
export const AGENT_TYPES = ['NETTO', 'BRUTTO', 'DINAMIC'] as const;
