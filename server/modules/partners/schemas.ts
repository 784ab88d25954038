/** Shapes of the partner administration API (G1–G3). */
import { type Static, Type } from 'typebox';
import { listQuery, listReply } from '../../http/list';

/** numeric(12,2) in the database. */
const MAX_MONEY = 9_999_999_999.99;
/** The first is the default: newest first. */
export const PARTNER_SORT_FIELDS = ['created_at', 'name', 'type', 'reward'] as const;
/** Kinds of partner organisation; sales agencies and CPA (affiliate) partners. */
export const PARTNER_TYPES = ['AGENCY', 'CPA'] as const;

const Uuid = Type.String({ format: 'uuid' });
export const PartnerId = Type.Object({ id: Uuid });
export const Ref = Type.Object({ id: Uuid, name: Type.String() });

export const PartnerInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255, description: 'Trimmed; blank is refused' }),
    type: Type.Union([...PARTNER_TYPES.map((type) => Type.Literal(type)), Type.Null()], { default: null }),
    reward: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_MONEY, default: 0, description: 'Reward of the partner' })),
    parent_id: Type.Optional(Type.Union([Uuid, Type.Null()], { default: null, description: 'The parent partner' })),
    click_program: Type.Optional(Type.Boolean({ description: 'G11: the click programme partner; marking one unmarks any other; omitted keeps it as it is' })),
  },
  { additionalProperties: false },
);
export type PartnerInput = Static<typeof PartnerInput>;

export const Partner = Type.Object({
  id: Uuid,
  name: Type.String(),
  type: Type.Union([Type.String(), Type.Null()]),
  reward: Type.Number(),
  parent_id: Type.Union([Uuid, Type.Null()]),
  parent: Type.Union([Ref, Type.Null()]),
  click_program: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Partner = Static<typeof Partner>;

export const PartnerRate = Type.Object({
  id: Uuid,
  name: Type.String(),
  cost: Type.Number(),
  commission: Type.Number(),
  partner_price: Type.Union([Type.Number(), Type.Null()]),
});
export type PartnerRate = Static<typeof PartnerRate>;

export const PartnerDetail = Type.Object({ ...Partner.properties, rates: Type.Array(PartnerRate) });
export type PartnerDetail = Static<typeof PartnerDetail>;

export const PartnerListQuery = Type.Object({
  ...listQuery(PARTNER_SORT_FIELDS),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Text search in the name' })),
});
export type PartnerListQuery = Static<typeof PartnerListQuery>;
export const PartnerListReply = listReply(Partner);

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
