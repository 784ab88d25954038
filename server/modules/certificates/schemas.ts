import { Type, type Static } from 'typebox';
import { listQuery, listReply } from '../../http/list';
import { named } from '../../http/named';

export const CERTIFICATE_SORTS = ['created_at', 'number', 'cost', 'finish_date', 'client_name', 'agent_name', 'rate_name'] as const;
export const CERTIFICATE_PAGE_SIZE = 30;
export const CERTIFICATE_STATES = ['active', 'pending', 'expired', 'blocked', 'cancelled', 'denied'] as const;

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Ref = Type.Object({ id: Uuid, name: Type.String() });

export const CertificateListQuery = Type.Object(
  {
    ...listQuery(CERTIFICATE_SORTS, CERTIFICATE_PAGE_SIZE),
    client_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Part of the client name' })),
    agent_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Part of the agent name' })),
    number: Type.Optional(
      Type.String({ pattern: '^[0-9*\\s/]{1,40}$', description: 'Certificate number; mask 9999 / 99** / **** / 9999, * = any digit' }),
    ),
    rate_id: Type.Optional(Type.Union([Uuid, Type.Array(Uuid, { maxItems: 50 })], { description: 'Package (tariff)' })),
    partner_id: Type.Optional(Type.Union([Uuid, Type.Array(Uuid, { maxItems: 50 })], { description: 'Partner (admins only)' })),
    agent_id: Type.Optional(Type.Union([Uuid, Type.Array(Uuid, { maxItems: 50 })], { description: 'Agent (admins only)' })),
    client_id: Type.Optional(Uuid),
    phone: Type.Optional(
      Type.String({
        pattern: '^[0-9()+\\s-]{1,40}$',
        description: "The client's phone or its beginning, in any form (+7 (912) 345-67-89, 8912…): phones starting with these digits",
      }),
    ),
    finish_from: Type.Optional(Type.String({ format: 'date', description: 'Finish date from (inclusive), YYYY-MM-DD' })),
    finish_to: Type.Optional(Type.String({ format: 'date', description: 'Finish date to (inclusive), YYYY-MM-DD' })),
    ids: Type.Optional(Type.Array(Uuid, { maxItems: 100 })),
    state: Type.Optional(
      Type.Union(CERTIFICATE_STATES.map((state) => Type.Literal(state)), {
        description: 'active: paid, not blocked, not expired; denied: blocked or cancelled (the denials page)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CertificateListQuery = Static<typeof CertificateListQuery>;

export const CertificateRow = named('CertificateRow', Type.Object({
  id: Uuid,
  number: Type.String(),
  rate: Type.Union([Ref, Type.Null()]),
  client: Type.Union([
    Type.Object({ id: Uuid, name: Type.String(), type: Type.String(), company: Nullable(Type.String()) }),
    Type.Null(),
  ]),
  partner: Type.Union([Ref, Type.Null()]),
  agent: Type.Union([Ref, Type.Null()]),
  subdivision: Type.Union([Ref, Type.Null()]),
  status: Type.String(),
  cost: Type.Number(),
  promo_discount: Type.Number(),
  bonus: Type.Number(),
  price: Type.Number({ description: 'List price: cost + promo discount + bonus' }),
  blocked: Type.Boolean(),
  blocked_type: Nullable(Type.String()),
  block_date: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
  start_date: Nullable(Type.String({ format: 'date-time' })),
  finish_date: Nullable(Type.String({ format: 'date-time' })),
}));
export type CertificateRow = Static<typeof CertificateRow>;

export const CertificateList = listReply(CertificateRow);
