/** Shapes of the partner routes outside CRUD (G2, G3); the partner record comes from common/resources/partners.ts. */
import { type Static, Type } from 'typebox';
import { MAX_MONEY } from '../../../common/resource';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });
export const PartnerId = Type.Object({ id: Uuid });
export const Ref = Type.Object({ id: Uuid, name: Type.String() });

export const PartnerRate = named('PartnerRate', Type.Object({
  id: Uuid,
  name: Type.String(),
  cost: Type.Number(),
  commission: Type.Number(),
  partner_price: Type.Union([Type.Number(), Type.Null()]),
}));
export type PartnerRate = Static<typeof PartnerRate>;

export const RateLinksInput = Type.Object(
  {
    rates: Type.Array(
      Type.Object(
        {
          rate_id: Uuid,
          commission: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
          partner_price: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: MAX_MONEY }), Type.Null()])),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export type RateLinksInput = Static<typeof RateLinksInput>;

export const RateIds = Type.Object({ ids: Type.Array(Uuid, { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });

export const Widget = Type.Object({ widget_template: Type.String({ description: 'HTML snippet embedding the sale widget' }) });
