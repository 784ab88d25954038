/** Shapes of the tariffs API (spec F1–F5, S1 "Rate"). */
import { type Static, Type } from 'typebox';
import { listQuery, listReply } from '../../http/list';

/** numeric(12,2) in the database. */
const MAX_COST = 9_999_999_999.99;
const Uuid = Type.String({ format: 'uuid' });
const Money = Type.Number({ minimum: 0, maximum: MAX_COST });
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const TARIFF_SORT_FIELDS = ['created_at', 'name', 'cost', 'code_name'] as const;
export const TariffId = Type.Object({ id: Uuid });

export const TariffInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    code_name: Type.String({ minLength: 1, maxLength: 100, description: 'Unique, case-insensitive' }),
    description: Text(2000),
    template: Text(255),
    admin_comment: Text(2000),
    partners: Type.Optional(Type.Array(Uuid, { maxItems: 1000, uniqueItems: true, description: 'Partners that sell the tariff' })),
    cost: Money,
    meter: Type.Optional(Type.Boolean({ default: false })),
    min_meter: Type.Optional(Type.Union([Money, Type.Null()], { description: 'Required when meter is on; ignored otherwise' })),
    period: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, default: 12, description: 'Months' })),
    taxable: Type.Optional(Type.Boolean({ default: false })),
    auto_payment: Type.Optional(Type.Boolean({ default: false })),
    partial_payment: Type.Optional(Type.Boolean({ default: false })),
    post_payment: Type.Optional(Type.Boolean({ default: false })),
    rate_type: Type.Optional(Type.String({ minLength: 1, maxLength: 50, default: 'DEFAULT' })),
  },
  { additionalProperties: false },
);
export type TariffInput = Static<typeof TariffInput>;

const TariffColumns = {
  id: Uuid,
  name: Type.String(),
  code_name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  template: Type.Union([Type.String(), Type.Null()]),
  admin_comment: Type.Union([Type.String(), Type.Null()]),
  cost: Type.Number(),
  meter: Type.Boolean(),
  min_meter: Type.Union([Type.Number(), Type.Null()]),
  period: Type.Integer(),
  taxable: Type.Boolean(),
  auto_payment: Type.Boolean(),
  partial_payment: Type.Boolean(),
  post_payment: Type.Boolean(),
  rate_type: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
};

/** A list row; partner_price is the caller's partner's price, present for agents other than BRUTTO (F1). */
export const TariffRow = Type.Object({
  ...TariffColumns,
  partner_price: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type TariffRow = Static<typeof TariffRow>;

export const AttachedService = Type.Object({
  id: Uuid,
  name: Type.String(),
  limit: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String({ description: "'Нет описания' when empty" }),
  cost: Type.Number(),
  unit: Type.String({ description: "'Безлимит' when the tariff sets no unit" }),
  sort: Type.Integer(),
  bot: Type.Union([Type.Literal('AUTOBOT'), Type.Null()]),
  attached: Type.Literal(true),
});
export type AttachedService = Static<typeof AttachedService>;

export const TariffPartner = Type.Object({
  id: Uuid,
  name: Type.String(),
  partner_price: Type.Union([Type.Number(), Type.Null()]),
  commission: Type.Number(),
});
export type TariffPartner = Static<typeof TariffPartner>;

export const Tariff = Type.Object({ ...TariffColumns, services: Type.Array(AttachedService), partners: Type.Array(TariffPartner) });
export type Tariff = Static<typeof Tariff>;

export const TariffListQuery = Type.Object({ ...listQuery(TARIFF_SORT_FIELDS), q: Type.Optional(Type.String({ maxLength: 200 })) });
export type TariffListQuery = Static<typeof TariffListQuery>;
export const TariffListReply = listReply(TariffRow);

export const ServiceLink = Type.Object(
  {
    id: Uuid,
    limit: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.Null()], { description: 'null = unlimited' })),
    unit: Text(100),
    description: Text(2000),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type ServiceLink = Static<typeof ServiceLink>;
export const ServiceLinks = Type.Object(
  { services: Type.Array(ServiceLink, { maxItems: 500 }) },
  { additionalProperties: false },
);
export const ServiceIds = Type.Object({ ids: Type.Array(Uuid, { maxItems: 500 }) }, { additionalProperties: false });

export const PartnerPriceInput = Type.Object(
  { partner_id: Uuid, rate_id: Uuid, cost: Type.Union([Money, Type.Null()], { description: 'Rounded to 2 decimals; null clears it' }) },
  { additionalProperties: false },
);
export type PartnerPriceInput = Static<typeof PartnerPriceInput>;
export const PartnerPrice = Type.Object({ partner_id: Uuid, rate_id: Uuid, partner_price: Type.Union([Type.Number(), Type.Null()]), commission: Type.Number() });
