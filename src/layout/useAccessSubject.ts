import { useGetIdentity } from 'react-admin';
import type { AccessSubject } from '../../common/access';
import { ROLES, type Role } from '../../common/roles';

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The signed-in user as the access matrix sees them; null while the identity is loading or absent. */
export function useAccessSubject(): { subject: AccessSubject | null; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  if (!identity) return { subject: null, isPending };
  const roles = Array.isArray(identity.roles) ? identity.roles.filter(isRole) : [];
  const agentId = typeof identity.agentId === 'string' ? identity.agentId : null;
  return { subject: { roles, userId: String(identity.id), agentId }, isPending };
}
