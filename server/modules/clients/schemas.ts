/** Shapes of the clients API (spec E1–E7, C13). */
import { type Static, Type } from 'typebox';
import { listQuery, listReply, searchableListQuery } from '../../http/list';
import { named } from '../../http/named';

export const CLIENT_SORT_FIELDS = ['created_at', 'name'] as const;
/** The client card's certificates tab shows four rows a page (C13). */
export const CLIENT_CERTIFICATES_PER_PAGE = 4;

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const EntityText = Type.Optional(Nullable(Type.String({ maxLength: 500 })));

export const ClientId = Type.Object({ id: Uuid });
export const ClientType = named('ClientType', Type.Union([Type.Literal('INDIVIDUAL'), Type.Literal('LEGAL')]));

/** Legal entity details; a company name makes the client a legal entity. */
export const ClientEntity = named('ClientEntity', Type.Object(
  { company: EntityText, inn: EntityText, ogrn: EntityText, postal: EntityText, legal: EntityText },
  { additionalProperties: false },
));
export type ClientEntity = Static<typeof ClientEntity>;
const NullableEntity = Type.Optional(Type.Union([ClientEntity, Type.Null()]));

/** Name and phone are checked by the service so that the form's own texts come back (O5). */
export const ClientCreateInput = named('ClientCreateBody', Type.Object(
  {
    name: Type.String({ maxLength: 255, description: 'Full name; blank is refused' }),
    phone: Type.String({ maxLength: 40, description: 'Russian mobile in any format; stored as 7XXXXXXXXXX' }),
    email: Type.String({ format: 'email', maxLength: 255 }),
    entity: NullableEntity,
  },
  { additionalProperties: false },
));
export type ClientCreateInput = Static<typeof ClientCreateInput>;

export const ClientUpdateInput = named('ClientUpdateBody', Type.Object(
  {
    name: Type.String({ maxLength: 255 }),
    email: Type.String({ format: 'email', maxLength: 255 }),
    phone: Type.Optional(Type.String({ maxLength: 40, description: 'Read-only: accepted only when unchanged' })),
    entity: NullableEntity,
    money: Type.Optional(Type.Number({ minimum: 0, maximum: 9_999_999_900, description: 'Account balance, a multiple of 100 (ADMIN)' })),
    bonus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Bonus points (ADMIN)' })),
  },
  { additionalProperties: false },
));
export type ClientUpdateInput = Static<typeof ClientUpdateInput>;

export const Client = named('Client', Type.Object({
  id: Uuid,
  user_id: Type.Union([Uuid, Type.Null()]),
  login: Nullable(Type.String()),
  name: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  type: ClientType,
  entity: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  address: Nullable(Type.String()),
  money: Type.Number(),
  bonus: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}));
export type Client = Static<typeof Client>;

export const ClientListQuery = searchableListQuery(CLIENT_SORT_FIELDS, 'Part of the name, phone or email', { type: Type.Optional(ClientType) });
export type ClientListQuery = Static<typeof ClientListQuery>;
export const ClientListReply = listReply(Client);

export const ClientExistQuery = Type.Object(
  {
    phone: Type.Optional(Type.String({ maxLength: 40, description: 'Unformatted digits' })),
    email: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
);
export const ClientExistReply = Type.Object({ exist: Type.Boolean(), name: Nullable(Type.String()) });

export const CheckClientsQuery = Type.Object(
  {
    phone: Type.Optional(Type.String({ maxLength: 40, description: 'Any format; matched as 7XXXXXXXXXX' })),
    email: Type.Optional(Type.String({ maxLength: 255, description: 'Matched case-insensitively' })),
    name: Type.Optional(Type.String({ maxLength: 255, description: 'Matched ignoring case, extra spaces and ё/е' })),
  },
  { additionalProperties: false },
);
export const CLIENT_MATCH_FIELDS = ['phone', 'email', 'name'] as const;
/** A possible duplicate; contacts and dates only for admins (E7). */
export const ClientMatch = named('ClientMatch', Type.Object({
  id: Uuid,
  name: Type.Union([Type.String(), Type.Null()], { description: "Null for an agent's match by contact on a client it may not open (ACC-1)" }),
  matched: Type.Array(Type.Union(CLIENT_MATCH_FIELDS.map((field) => Type.Literal(field)))),
  can_open: Type.Boolean({ description: 'The caller may open this client card' }),
  phone: Type.Optional(Nullable(Type.String())),
  email: Type.Optional(Nullable(Type.String())),
  type: Type.Optional(ClientType),
  created_at: Type.Optional(Type.String({ format: 'date-time' })),
}));
export const CheckClientsReply = Type.Object({ data: Type.Array(ClientMatch) });

export const ClientCertificatesQuery = Type.Object(
  {
    client_id: Type.Optional(Uuid),
    ...listQuery(['created_at'], CLIENT_CERTIFICATES_PER_PAGE),
    show_inactive: Type.Boolean({ default: false, description: 'Include expired, pending, cancelled and blocked certificates' }),
  },
  { additionalProperties: false },
);
export type ClientCertificatesQuery = Static<typeof ClientCertificatesQuery>;

export const ClientCertificate = named('ClientCertificate', Type.Object({
  id: Uuid,
  number: Type.String(),
  rate_name: Nullable(Type.String()),
  status: Type.String(),
  blocked: Type.Boolean(),
  active: Type.Boolean({ description: 'ACTIVE, not blocked and not yet finished' }),
  cost: Type.Number(),
  start_date: Nullable(Type.String({ format: 'date-time' })),
  finish_date: Nullable(Type.String({ format: 'date-time' })),
}));
export const ClientCertificateList = listReply(ClientCertificate);

/** A tariff service of the client's certificates, read-only in the card's Options tab (E9). */
export const ClientService = Type.Object({ id: Uuid, name: Type.String(), limit: Type.Union([Type.Integer(), Type.Null()]), unit: Nullable(Type.String()) });
export const ClientCard = named('ClientCard', Type.Object({ ...Client.properties, services: Type.Array(ClientService) }));
