/** Shapes of the tariff routes outside CRUD (F3–F5); the tariff record comes from common/resources/tariffs.ts. */
import { type Static, Type } from 'typebox';
import { MAX_MONEY } from '../../../common/resource';
import { named } from '../../http/named';
import { unitOrNone } from '../../http/units';

const Uuid = Type.String({ format: 'uuid' });
const Money = Type.Number({ minimum: 0, maximum: MAX_MONEY });
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const TariffId = Type.Object({ id: Uuid });

export const ServiceLink = named('TariffServiceLink', Type.Object(
  {
    id: Uuid,
    limit: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.Null()], { description: 'null = unlimited' })),
    unit: Type.Optional(unitOrNone('What the limit counts; none (null or omitted): unlimited')),
    description: Text(2000),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
));
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
export const PartnerPrice = named('PartnerPrice', Type.Object({ partner_id: Uuid, rate_id: Uuid, partner_price: Type.Union([Type.Number(), Type.Null()]), commission: Type.Number() }));
