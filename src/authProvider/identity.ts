import type { UserIdentity } from 'react-admin';
import type { AgentType, Role } from '../../common/roles';
import type { Reply } from '../dataProvider/api/contract';

/** GET /auth/profile (A12), as the server publishes it. */
export type ProfileReply = Reply<'authGetProfile'>;

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

/** A reply missing a field (an older server's) reads as its empty value. */
export function toIdentity(profile: ProfileReply): AppIdentity {
  const scope: Partial<ProfileReply['scope']> = profile.scope ?? {};
  const agent = scope.agentData ?? null;
  return {
    id: String(profile.id),
    fullName: profile.name ?? '',
    phone: profile.phone ?? null,
    email: profile.email ?? null,
    roles: [...(scope.roles ?? [])],
    agentId: agent?.id ?? null,
    partnerId: agent?.partnerId ?? scope.partnerId ?? null,
    agentType: agent?.type ?? null,
    isNotFullProfile: profile.isNotFullProfile ?? false,
    isNewUser: profile.isNewUser ?? false,
    partnerClickId: profile.partnerClickId ?? null,
    clickConsentAt: profile.clickConsentAt ?? null,
  };
}
