/**
 * ACC-3: an access token carries the agent's roles, partner and type for its whole lifetime, so an admin's change of
 * any of them (or of the password) ends the agent's sessions at once; the next request with the old token is 401 and
 * the next sign-in carries the new authority.
 */
import { revokeSessions } from '../auth/sessions';
import type { BlockServices } from '../users/block';

export interface AgentAuthority {
  roles: readonly string[];
  partnerId: string | null;
  type: string;
}

export type AuthorityChange = 'password_reset' | 'roles_changed' | 'partner_changed' | 'type_changed';

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

/** Why the agent's sessions must end after this update, or null when its tokens still tell the truth. */
export function authorityChange(before: AgentAuthority, after: AgentAuthority, passwordChanged: boolean): AuthorityChange | null {
  if (passwordChanged) return 'password_reset';
  if (!sameRoles(before.roles, after.roles)) return 'roles_changed';
  if (before.partnerId !== after.partnerId) return 'partner_changed';
  if (before.type !== after.type) return 'type_changed';
  return null;
}

/** Ends every session of the user on every server process (SessionGuard hears it through NOTIFY). */
export async function endSessionsOnAuthorityChange(app: Pick<BlockServices, 'db' | 'sessions'>, userId: string, change: AuthorityChange | null) {
  if (change) await revokeSessions(app, { userId }, change);
}
