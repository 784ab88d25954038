import type { HttpClient } from '../http';
import type { Body, Reply, Schema } from './contract';
import { segment } from './download';

export type InvitationRecord = Schema<'PartnerInvitation'>;
export type PublicInvitationRecord = Schema<'PublicInvitation'>;
export type InvitationInput = Body<'invitationsCreate'>;
export type InvitationChangeInput = Body<'invitationsUpdate'>;
type Registration = Body<'invitationsCreateRegister'>;

const BASE = '/partner/invitations';

/** Invitations of a partner (G6) and the public registration by invitation (A11). */
export const invitationApi = (http: HttpClient) => ({
  invitationSubdivisions: (partnerId: string) => http.json<Reply<'invitationsListAllSubdivisions'>>('GET', `${BASE}/all/subdivisions/${segment(partnerId)}`),
  createInvitation: (body: InvitationInput) => http.json<InvitationRecord>('POST', BASE, { body }),
  changeInvitation: (id: string, body: InvitationChangeInput) => http.json<InvitationRecord>('PUT', `${BASE}/${segment(id)}`, { body }),
  deleteInvitation: (id: string) => http.json<InvitationRecord>('DELETE', `${BASE}/${segment(id)}`),
  publicInvitation: (id: string) => http.json<PublicInvitationRecord>('GET', `${BASE}/one/${segment(id)}`),
  /** A field the invitation does not ask may be left out. */
  registerByInvitation: (body: Registration) => http.json<Reply<'invitationsCreateRegister'>>('POST', `${BASE}/register`, { body }),
});
