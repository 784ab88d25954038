/**
 * ACC-4: a certificate's block remembers the authority that set it; only the same or a higher authority lifts or
 * changes it, so a seller cannot undo what an admin (or the server itself, for non-payment) decided. Since issue 23
 * each authority holds its own hold (holds.ts); these rules say whose holds a caller may lift and whether it may
 * change the block the certificate shows.
 */
import type { Role } from '../../../common/roles';
import type { BlockAuthority } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';

const RANK: Record<BlockAuthority, number> = { AGENT: 0, AGENT_ADMIN: 1, PARTNER_ADMIN: 2, ADMIN: 3, SYSTEM: 3 };
const BY_RANK: readonly (BlockAuthority & Role)[] = ['ADMIN', 'PARTNER_ADMIN', 'AGENT_ADMIN', 'AGENT'];

/** The widest authority among the caller's roles. */
export function blockAuthorityOf(user: RequestUser): BlockAuthority {
  return BY_RANK.find((role) => user.roles.includes(role)) ?? 'AGENT';
}

/** Whether the caller may lift a hold of this authority (an admin lifts the job's only as a recorded waiver). */
export function mayLift(user: RequestUser, authority: BlockAuthority) {
  return RANK[blockAuthorityOf(user)] >= RANK[authority];
}

/** Refuses (403) a change of a block that a higher authority set; a block without a record is anyone's. */
export function assertMayChangeBlock(user: RequestUser, current: { blocked: boolean; blocked_by_role: BlockAuthority | null }) {
  if (!current.blocked || !current.blocked_by_role) return;
  if (RANK[blockAuthorityOf(user)] < RANK[current.blocked_by_role]) throw forbidden('certificate.blockHeldByHigher');
}
