import { cabinetRoot } from '../../cabinets/cabinetUrl';

export { INVITATION_FIELDS, type InvitationField, SIGN_IN_FIELDS } from '../../../common/invitations';
export type { InvitationRecord } from '../../dataProvider/api/invitations';

/** The public registration page of an invitation (A11), in the sales cabinet: /sales/#/join/invitation/{id}. */
export const INVITATION_ROUTE = '/join/invitation';
export const invitationLink = (id: string) => `${window.location.origin}${cabinetRoot('sales')}#${INVITATION_ROUTE}/${id}`;
