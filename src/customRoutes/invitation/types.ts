import type { InvitationRecord } from '../../resources/partners/invitations/types';

/** GET /partner/invitations/one/{id}: an active invitation with its partner's name. */
export interface PublicInvitation extends InvitationRecord {
  partner_name: string;
}
