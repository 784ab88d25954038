/** Shapes of the promo codes API (spec H1–H3). */
import { type Static, Type } from 'typebox';
import { listQuery, listReply } from '../../http/list';

const Uuid = Type.String({ format: 'uuid' });
const PromoType = Type.Union([Type.Literal('PERCENT'), Type.Literal('FIX')]);
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 9_999_999_999.99, description: 'Percent (at most 100) or a fixed sum' });
const AllUse = Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0, description: 'Uses in all; 0 = unlimited' });

export const PromoId = Type.Object({ id: Uuid });
export const PROMO_SORT_FIELDS = ['created_at', 'code', 'amount', 'expires_at'] as const;

export const PromoInput = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Za-z0-9_-]{3,50}$', description: '3–50 letters, digits, - or _; unique, case-insensitive' }),
    type: PromoType,
    amount: Amount,
    global: Type.Optional(Type.Boolean({ default: false, description: 'Valid for every tariff' })),
    all_use: Type.Optional(AllUse),
    expires_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PromoInput = Static<typeof PromoInput>;

export const PromoRate = Type.Object({ id: Uuid, name: Type.String() });

const PromoColumns = {
  id: Uuid,
  code: Type.String(),
  type: PromoType,
  amount: Type.Number(),
  global: Type.Boolean(),
  all_use: Type.Integer(),
  used: Type.Integer(),
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
};
export const PromoLookup = Type.Object(PromoColumns);
export type PromoLookup = Static<typeof PromoLookup>;
export const PromoCode = Type.Object({ ...PromoColumns, rates: Type.Array(PromoRate) });
export type PromoCode = Static<typeof PromoCode>;

export const PromoListQuery = Type.Object({ ...listQuery(PROMO_SORT_FIELDS), q: Type.Optional(Type.String({ maxLength: 50 })) });
export type PromoListQuery = Static<typeof PromoListQuery>;
export const PromoListReply = listReply(PromoCode);

export const PromoAllQuery = Type.Object({
  unattached: Type.Optional(Type.Boolean({ description: 'Only codes attached to no tariff' })),
});
export const RateLink = Type.Object({ rateId: Uuid }, { additionalProperties: false });

export const MAX_GENERATED = 1000;
export const GenerateInput = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: MAX_GENERATED }),
    type: PromoType,
    amount: Amount,
    all_use: Type.Optional(AllUse),
    expires_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    prefix: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{0,20}$', description: 'Put before each random part' })),
  },
  { additionalProperties: false },
);
export type GenerateInput = Static<typeof GenerateInput>;
