/** Shapes of the invitations API (G6, A11). */
import { type Static, Type } from 'typebox';

import { INVITATION_FIELDS, type InvitationField, SIGN_IN_FIELDS } from '../../../common/invitations';
import { literals, named } from '../../http/named';

export { INVITATION_FIELDS, type InvitationField, SIGN_IN_FIELDS };

const Uuid = Type.String({ format: 'uuid' });
const Field = literals(INVITATION_FIELDS);
const Fields = Type.Array(Field, { uniqueItems: true, minItems: 1 });

export const InvitationId = Type.Object({ id: Uuid });
export const PartnerParam = Type.Object({ partnerId: Uuid });

export const InvitationInput = Type.Object(
  { partner_id: Uuid, subdivision_id: Type.Optional(Type.Union([Uuid, Type.Null()])), fields: Fields },
  { additionalProperties: false },
);
export type InvitationInput = Static<typeof InvitationInput>;

export const InvitationChange = Type.Object(
  { blocked: Type.Optional(Type.Boolean()), subdivision_id: Type.Optional(Type.Union([Uuid, Type.Null()])), fields: Type.Optional(Fields) },
  { additionalProperties: false },
);
export type InvitationChange = Static<typeof InvitationChange>;

export const Invitation = named('PartnerInvitation', Type.Object({
  id: Uuid,
  partner_id: Uuid,
  subdivision_id: Type.Union([Uuid, Type.Null()]),
  fields: Type.Array(Field),
  blocked: Type.Boolean(),
  status: Type.Union([Type.Literal('DEFAULT'), Type.Literal('SUCCESS'), Type.Literal('FAILED')]),
  created_at: Type.String({ format: 'date-time' }),
}));
export type Invitation = Static<typeof Invitation>;

export const PublicInvitation = named('PublicInvitation', Type.Object({ ...Invitation.properties, partner_name: Type.String() }));

const text = Type.String({ maxLength: 255 });
export const Registration = named('InvitationRegistrationBody', Type.Object(
  {
    partnerId: Uuid,
    subdivisionId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    invitationId: Uuid,
    name: Type.Optional(text),
    phone: Type.Optional(text),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 255 })),
    passport: Type.Optional(text),
    details: Type.Optional(Type.String({ maxLength: 2000 })),
    tin: Type.Optional(Type.String({ pattern: '^(\\d{10}|\\d{12})$' })),
    login: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{3,50}$' })),
    address: Type.Optional(Type.String({ maxLength: 1000 })),
    password: Type.String({ minLength: 8, maxLength: 200 }),
  },
  { additionalProperties: false },
));
export type Registration = Static<typeof Registration>;

export const Registered = Type.Object({ user_id: Uuid, agent_id: Uuid });
