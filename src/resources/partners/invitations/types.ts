import { cabinetRoot } from '../../../cabinets/cabinetUrl';

/** What an invitation may ask the new agent (G6), in the form's order. */
export const INVITATION_FIELDS = ['name', 'phone', 'email', 'passport', 'details', 'tin', 'login', 'address'] as const;
export type InvitationField = (typeof INVITATION_FIELDS)[number];
/** The agent signs in with one of these, so an invitation asks at least one (the server refuses otherwise). */
export const SIGN_IN_FIELDS: readonly InvitationField[] = ['login', 'phone', 'email'];

export interface InvitationRecord {
  id: string;
  partner_id: string;
  subdivision_id: string | null;
  fields: InvitationField[];
  blocked: boolean;
  status: 'DEFAULT' | 'SUCCESS' | 'FAILED';
  created_at: string;
}

/** The public registration page of an invitation (A11), in the sales cabinet: /sales/#/join/invitation/{id}. */
export const INVITATION_ROUTE = '/join/invitation';
export const invitationLink = (id: string) => `${window.location.origin}${cabinetRoot('sales')}#${INVITATION_ROUTE}/${id}`;
