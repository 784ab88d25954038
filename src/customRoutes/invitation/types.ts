/** GET /partner/invitations/one/{id}: an active invitation with its partner's name. */
export type { PublicInvitationRecord as PublicInvitation } from '../../dataProvider/api/invitations';
