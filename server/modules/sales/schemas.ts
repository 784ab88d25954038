import { CREDIT_PERCENTS } from '../../../common/credit';
import { Type, type Static } from 'typebox';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

export const SaleClient = named('SaleClient', Type.Object(
  {
    phone: Type.String({ minLength: 10, maxLength: 30, description: 'Any form; stored as 7XXXXXXXXXX' }),
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 200 }), Type.Literal('')])),
    name: Text(200),
  },
  { additionalProperties: false },
));
export type SaleClient = Static<typeof SaleClient>;

export const SaleBody = named('SaleBody', Type.Object(
  {
    rate_id: Uuid,
    type: Type.String({ minLength: 1, maxLength: 50, default: 'DEFAULT' }),
    agent_id: Type.Optional(
      Type.Union([Uuid, Type.Null()], { description: "Admins choose the agent; an agent's own id or nothing (another agent's: 400 agent_id)" }),
    ),
    period: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 120, description: "Months: a whole multiple of the tariff's period (400 period otherwise); the tariff's period by default" }),
    ),
    send_sms: Type.Boolean({ default: false }),
    cost: Type.Optional(
      Type.Number({ minimum: 0, description: 'The list price for the period as the seller saw it; the server charges its own and refuses a different figure (400 cost)' }),
    ),
    client: SaleClient,
    paymentType: Type.Literal('AGENT', { default: 'AGENT' }),
    company: Type.Optional(Text(300)),
    postal: Type.Optional(Text(500)),
    legal: Type.Optional(Text(500)),
    meter: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    promo_code: Type.Optional(Text(50)),
  },
  { additionalProperties: false },
));
export type SaleBody = Static<typeof SaleBody>;


export const CreditSaleBody = named('CreditSaleBody', Type.Object(
  {
    rate_id: Uuid,
    client: SaleClient,
    credit: Type.Object(
      {
        period: Type.Integer({ minimum: 1, maximum: 120, description: "Instalments, one a month; at most the tariff's period in months" }),
        cost: Type.Number({ minimum: 0, description: "The credit total (list price plus the percent) the client agreed to; 400 when it differs from the server's" }),
        percent: Type.Union(CREDIT_PERCENTS.map((p) => Type.Literal(p)), { description: 'One-off credit surcharge on the list price, %' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
));
export type CreditSaleBody = Static<typeof CreditSaleBody>;

/** What the server charges for a sale: the figure the sale's result shows (issue 27), never recomputed by the browser. */
export const SaleCharge = named('SaleCharge', Type.Object({
  total: Type.Number({ description: "What the client pays in all: the cost, or a credit's total with its percent" }),
  now: Type.Number({ description: "What the sale's order asks for now: the total, or a credit's first instalment" }),
  instalments: Type.Integer({ minimum: 1, description: "Payments: 1, or a credit's monthly instalments" }),
  monthly: Type.Union([Type.Number(), Type.Null()], { description: "A credit's monthly instalment (the last one settles the kopecks); null otherwise" }),
}));
export type SaleCharge = Static<typeof SaleCharge>;

export const SaleReply = named('Sale', Type.Object({
  id: Uuid,
  number: Type.String(),
  status: Type.String(),
  rate_id: Uuid,
  client_id: Uuid,
  agent_id: Type.Union([Uuid, Type.Null()]),
  period: Type.Integer(),
  price: Type.Number({ description: 'List price: cost + promo discount + bonus' }),
  promo_discount: Type.Number(),
  bonus: Type.Number(),
  cost: Type.Number({ description: 'What the client pays' }),
  order_id: Uuid,
  credit: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  charge: SaleCharge,
}));
export type SaleReply = Static<typeof SaleReply>;

export const CompanyParams = Type.Object({ id: Type.String({ maxLength: 20, description: 'INN (10/12 digits) or OGRN (13/15 digits)' }) });

export const CompanyReply = named('Company', Type.Object({
  company: Type.String(),
  inn: Type.String(),
  ogrn: Type.String(),
  kpp: Type.Union([Type.String(), Type.Null()]),
  postal: Type.String(),
  legal: Type.String(),
}));
