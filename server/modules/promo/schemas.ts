/** Shapes of the promo codes' custom routes (spec H1–H3); the CRUD ones come from common/resources/promo.ts. */
import { type Static, Type } from 'typebox';
import type { Infer } from '../../../common/resource';
import type { promo } from '../../../common/resources/promo';
import { recordSchema } from '../../resources/schemas';
import { promo as declaration } from '../../../common/resources/promo';
import { named } from '../../http/named';

const PromoType = Type.Union([Type.Literal('PERCENT'), Type.Literal('FIX')]);
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 9_999_999_999.99, description: 'Percent (at most 100) or a fixed sum' });
const AllUse = Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0, description: 'Uses in all; 0 = unlimited' });

export const PromoId = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The record GET /promotional/codes/:id answers, with its tariffs. */
export const PromoCode = recordSchema(declaration);
export type PromoCode = Infer<typeof promo>;
/** A code without its tariffs (lookups, generated codes). */
export const PromoLookup = named('PromoLookup', Type.Omit(PromoCode, ['rates']));
export type PromoLookup = Omit<PromoCode, 'rates'>;

export const PromoAllQuery = Type.Object({
  unattached: Type.Optional(Type.Boolean({ description: 'Only codes attached to no tariff' })),
});
export const RateLink = Type.Object({ rateId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const MAX_GENERATED = 1000;
export const GenerateInput = named('PromoGenerateBody', Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: MAX_GENERATED }),
    type: PromoType,
    amount: Amount,
    all_use: Type.Optional(AllUse),
    expires_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    prefix: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{0,20}$', description: 'Put before each random part' })),
  },
  { additionalProperties: false },
));
export type GenerateInput = Static<typeof GenerateInput>;
