import { Type, type Static } from 'typebox';
import { ACQUIRERS } from '../../providers/index';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const PaymentUrlReply = named('PaymentUrl', Type.Object({ paymentUrl: Type.String(), order_id: Uuid }));

const BasketItem = Type.Object(
  {
    rateId: Uuid,
    type: Type.String({ minLength: 1, maxLength: 50, default: 'DEFAULT' }),
    period: Type.Integer({ minimum: 1, maximum: 120, default: 12 }),
    cost: Type.Optional(Type.Number({ minimum: 0, description: 'Ignored: the server computes the price' })),
    meter: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    promoCode: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
);
export type BasketItem = Static<typeof BasketItem>;

/** D4: pay an existing certificate, or sell the basket to the client and pay for it at once. */
export const LightOrderBody = named('LightOrderBody', Type.Object(
  {
    certificate_id: Type.Optional(Uuid),
    phone: Type.Optional(Type.String({ minLength: 10, maxLength: 30 })),
    name: Type.Optional(Text(200)),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 200 }), Type.Literal('')])),
    company: Type.Optional(Text(300)),
    postal: Type.Optional(Text(500)),
    legal: Type.Optional(Text(500)),
    sold_online: Type.Optional(Type.Boolean()),
    userId: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Ignored: the client is found by phone' })),
    sendEmail: Type.Optional(Type.Boolean()),
    sendSms: Type.Optional(Type.Boolean()),
    print: Type.Optional(Type.Boolean()),
    certificates: Type.Optional(Type.Array(BasketItem, { minItems: 1, maxItems: 20 })),
    paymentType: Type.Optional(Type.Literal('AGENT')),
  },
  { additionalProperties: false },
));
export type LightOrderBody = Static<typeof LightOrderBody>;

/** D6: a client buys tariffs directly (the period defaults to 12 months). */
export const DirectOrderBody = named('DirectOrderBody', Type.Object(
  {
    certificates: Type.Optional(Type.Array(Type.Object({ rateId: Uuid, type: Type.String({ minLength: 1, maxLength: 50, default: 'DEFAULT' }), period: Type.Integer({ minimum: 1, maximum: 120, default: 12 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 20 })),
    services: Type.Optional(Type.Array(Type.Object({ id: Uuid }, { additionalProperties: false }), { minItems: 1, maxItems: 50 })),
    partnerId: Type.Optional(Type.String({ format: 'uuid', description: "G11: the partner whose storefront link the client followed; the server credits the client's recorded partner, else this one when it exists (kept for later purchases)" })),
  },
  { additionalProperties: false },
));
export type DirectOrderBody = Static<typeof DirectOrderBody>;

export const SendBillBody = Type.Object(
  { certificate_id: Uuid, channel: Type.Union([Type.Literal('sms'), Type.Literal('email')], { default: 'sms' }) },
  { additionalProperties: false },
);

export const MessageReply = Type.Object({ message: Type.String() });

export const ProviderParams = Type.Object({ provider: Type.Union(ACQUIRERS.map((name) => Type.Literal(name))) });

export const CallbackBody = named('PaymentCallbackBody', Type.Object(
  {
    providerOrderId: Type.String({ minLength: 1, maxLength: 200 }),
    status: Type.Union([Type.Literal('PAID'), Type.Literal('FAILED')]),
    amount: Type.Integer({ minimum: 0, maximum: 100_000_000_000, description: 'What the payer paid, in kopecks/tiyn (signed)' }),
    signature: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
));

export const OrderStatusBody = Type.Object({ order_id: Uuid }, { additionalProperties: false });

export const OrderStatus = named('OrderStatus', Type.Object({
  id: Uuid,
  status: Type.String(),
  payed: Type.Boolean(),
  pay_date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  cost: Type.Number(),
  issue: Type.String(),
  paymentUrl: Type.Union([Type.String(), Type.Null()]),
}));
