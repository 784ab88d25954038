import type { UserIdentity } from 'react-admin';
import { AGENT_TYPES, ROLES, type AgentType, type Role } from '../../common/roles';

/** GET /auth/profile (A12). */
export interface ProfileReply {
  id: string | number;
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  isNotFullProfile?: boolean;
  isNewUser?: boolean;
  partnerClickId?: string | null;
  clickConsentAt?: string | null;
  scope?: {
    roles?: string[];
    agentData?: { id: string; partnerId?: string | null; type?: string | null } | null;
    partnerId?: string | null;
  };
}

/** What react-admin's useGetIdentity() returns in every cabinet. */
export interface AppIdentity extends UserIdentity {
  id: string;
  fullName: string;
  phone: string | null;
  email: string | null;
  roles: Role[];
  agentId: string | null;
  partnerId: string | null;
  agentType: AgentType | null;
  isNotFullProfile: boolean;
  isNewUser: boolean;
  /** G11 */
  partnerClickId: string | null;
  clickConsentAt: string | null;
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const isAgentType = (value: unknown): value is AgentType => (AGENT_TYPES as readonly unknown[]).includes(value);

export function toIdentity(profile: ProfileReply): AppIdentity {
  const agent = profile.scope?.agentData ?? null;
  return {
    id: String(profile.id),
    fullName: profile.name ?? '',
    phone: profile.phone ?? null,
    email: profile.email ?? null,
    roles: (profile.scope?.roles ?? []).filter(isRole),
    agentId: agent?.id ?? null,
    partnerId: agent?.partnerId ?? profile.scope?.partnerId ?? null,
    agentType: isAgentType(agent?.type) ? agent.type : null,
    isNotFullProfile: profile.isNotFullProfile ?? false,
    isNewUser: profile.isNewUser ?? false,
    partnerClickId: profile.partnerClickId ?? null,
    clickConsentAt: profile.clickConsentAt ?? null,
  };
}
