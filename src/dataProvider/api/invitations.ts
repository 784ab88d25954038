import type { Static } from 'typebox';
import type { InvitationField } from '../../../common/invitations';
import type { Ref } from '../../../server/modules/partners/schemas';
import type { Invitation, InvitationChange, PublicInvitation, Registered, Registration } from '../../../server/modules/invitations/schemas';
import type { HttpClient } from '../http';
import { segment } from './download';

type WithFields<T> = Omit<T, 'fields'> & { fields: InvitationField[] };
/** The server's records with `fields` read as the shared list's names (the reply schema says strings). */
export type InvitationRecord = WithFields<Invitation>;
export type PublicInvitationRecord = WithFields<Static<typeof PublicInvitation>>;
export type InvitationInput = { partner_id: string; subdivision_id?: string | null; fields: InvitationField[] };
export type InvitationChangeInput = WithFields<InvitationChange> | Omit<InvitationChange, 'fields'>;

const BASE = '/partner/invitations';

/** Invitations of a partner (G6) and the public registration by invitation (A11). */
export const invitationApi = (http: HttpClient) => ({
  invitationSubdivisions: (partnerId: string) => http.json<Static<typeof Ref>[]>('GET', `${BASE}/all/subdivisions/${segment(partnerId)}`),
  createInvitation: (body: InvitationInput) => http.json<InvitationRecord>('POST', BASE, { body }),
  changeInvitation: (id: string, body: InvitationChangeInput) => http.json<InvitationRecord>('PUT', `${BASE}/${segment(id)}`, { body }),
  deleteInvitation: (id: string) => http.json<InvitationRecord>('DELETE', `${BASE}/${segment(id)}`),
  publicInvitation: (id: string) => http.json<PublicInvitationRecord>('GET', `${BASE}/one/${segment(id)}`),
  /** A field the invitation does not ask may be left out. */
  registerByInvitation: (body: Partial<Registration> & Pick<Registration, 'invitationId'>) =>
    http.json<Static<typeof Registered>>('POST', `${BASE}/register`, { body }),
});
