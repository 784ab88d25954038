import { Type, type Static } from 'typebox';
import { named } from '../../http/named';
import { unitOrNone } from '../../http/units';
import { CertificateStatusSchema } from './schemas';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const NullableDate = Type.Union([DateTime, Type.Null()]);
const Ref = Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]);
const Json = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export const CertificateId = Type.Object({ id: Uuid });

export const CertificateOrder = named('CertificateOrder', Type.Object({
  id: Uuid,
  number: Type.Integer(),
  cost: Type.Number(),
  status: Type.String(),
  payed: Type.Boolean(),
  pay_date: NullableDate,
  created_at: DateTime,
  payment_type: Type.String(),
  issue: Type.String(),
  auto_payment: Type.Boolean(),
  doc_pay: Type.Union([
    Type.Object({
      id: Uuid,
      name: Type.String({ description: "The receipt's name in the request's language ('Чек № 12')" }),
      url: Type.String({ description: 'GET it for the PDF (/gw/certificates/{id}/orders/{orderId}/receipt)' }),
    }),
    Type.Null(),
  ], { description: 'C7: the receipt of a paid order; null until it is paid' }),
}));

export const CardInstalment = named('CertificateInstalment', Type.Object({
  number: Type.Integer(),
  due_date: Type.String({ format: 'date' }),
  amount: Type.Number(),
  status: Type.Union([Type.Literal('PAID'), Type.Literal('DECLINED'), Type.Literal('OVERDUE'), Type.Literal('DUE'), Type.Literal('SCHEDULED')], {
    description: 'DECLINED: the autopay charge was declined; OVERDUE: unpaid past the grace period; DUE: due, within grace',
  }),
  order_id: Type.Union([Uuid, Type.Null()]),
  pay_date: NullableDate,
}));

export const NextPayment = Type.Union(
  [Type.Object({ number: Type.Union([Type.Integer(), Type.Null()]), date: Type.String(), amount: Type.Number() }), Type.Null()],
  { description: "Credit: the first unpaid instalment (its due date); other certificates with autopay: the renewal at the finish date" },
);

/** The certificate card (C6): certificate fields, the tariff with its services, client, company, promo and orders. */
/** The authority the block was set with (ACC-4): only the same or a higher one lifts it; null without a record. */
const BlockedByRole = Type.Union([Type.String(), Type.Null()]);

export const CertificateCard = named('CertificateCard', Type.Object({
  id: Uuid,
  number: Type.String(),
  rate_id: Type.Union([Uuid, Type.Null()]),
  rate: Type.Union([
    Type.Object({
      id: Uuid,
      name: Type.String(),
      auto_payment: Type.Boolean(),
      partial_payment: Type.Boolean(),
      post_payment: Type.Boolean(),
      services: Type.Array(Type.Object({ id: Uuid, name: Type.String(), limit: Type.Union([Type.Integer(), Type.Null()]), unit: unitOrNone() })),
    }),
    Type.Null(),
  ]),
  type: Type.String(),
  status: CertificateStatusSchema,
  period: Type.Integer(),
  send_sms: Type.Boolean(),
  cost: Type.Number(),
  price: Type.Number({ description: 'cost + promo discount + bonus' }),
  commission: Type.Number({ description: "The partner's commission (%) agreed at the sale; the reward in statistics and reports is taken on it" }),
  createdAt: DateTime,
  startDate: NullableDate,
  finishDate: NullableDate,
  agent_id: Type.Union([Uuid, Type.Null()]),
  client: Type.Union([Type.Object({ id: Uuid, name: Type.String(), phone: Type.Union([Type.String(), Type.Null()]), email: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  customer: Type.Union([Type.Object({ id: Uuid, name: Type.String(), type: Type.Object({ name: Type.String() }) }), Type.Null()]),
  company: Json,
  promocode: Type.Union([
    Type.Object({ code: Type.String(), type: Type.String(), amount: Type.Number(), count_discount: Type.Number() }),
    Type.Null(),
  ]),
  bonus: Type.Number(),
  blocked: Type.Boolean(),
  blocked_type: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  blockDate: NullableDate,
  blocked_by_role: BlockedByRole,
  sold_online: Type.Boolean(),
  partner: Ref,
  agent: Ref,
  subdivision: Ref,
  payment_type: Type.String(),
  isAutoPay: Type.Boolean(),
  items: Type.Array(CertificateOrder),
  instalments: Type.Array(CardInstalment, { description: 'The credit schedule (D2) with statuses; empty for other certificates' }),
  nextPayment: NextPayment,
}));
export type CertificateCard = Static<typeof CertificateCard>;

export const CertificatePatch = named('CertificatePatchBody', Type.Object(
  {
    blocked: Type.Optional(Type.Boolean()),
    blocked_type: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    block_date: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false, minProperties: 1 },
));
export type CertificatePatch = Static<typeof CertificatePatch>;

export const BlockState = named('CertificateBlockState', Type.Object({
  id: Uuid,
  status: CertificateStatusSchema,
  blocked: Type.Boolean(),
  blocked_type: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  blockDate: NullableDate,
  blocked_by_role: BlockedByRole,
}));

