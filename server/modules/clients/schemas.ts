/** Shapes of the clients API beside the declared record (common/resources/clients.ts): the card, E7's checks, C13. */
import { type Static, Type } from 'typebox';
import { unitOrNone } from '../../http/units';
import { clients } from '../../../common/resources/clients';
import { listQuery, listReply } from '../../http/list';
import { named } from '../../http/named';
import { fieldSchema, recordSchema } from '../../resources/schemas';
import { CertificateStatusSchema } from '../certificates/schemas';

/** The client card's certificates tab shows four rows a page (C13). */
export const CLIENT_CERTIFICATES_PER_PAGE = 4;

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const ClientId = Type.Object({ id: Uuid });
const ClientType = fieldSchema(clients.fields.type);

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
  status: CertificateStatusSchema,
  blocked: Type.Boolean(),
  active: Type.Boolean({ description: 'status ACTIVE: paid, not blocked, not yet finished' }),
  cost: Type.Number(),
  start_date: Nullable(Type.String({ format: 'date-time' })),
  finish_date: Nullable(Type.String({ format: 'date-time' })),
}));
export const ClientCertificateList = listReply(ClientCertificate);

/** A tariff service of the client's certificates, read-only in the card's Options tab (E9). */
export const ClientService = named('ClientService', Type.Object({
  id: Uuid, name: Type.String(), limit: Type.Union([Type.Integer(), Type.Null()]), unit: unitOrNone(),
}));
/** GET /clients/{id}: the declared record with the services of its certificates' tariffs. */
export const ClientCard = named('ClientCard', Type.Object({ ...recordSchema(clients, true).properties, services: Type.Array(ClientService) }));
