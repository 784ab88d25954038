/** The partner cabinet's programme page (L3). */
import { type Static, Type } from 'typebox';
import { PartnerDocument } from '../documents/schemas';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });

export const Program = named('PartnerProgram', Type.Object({
  partner: Type.Object({ id: Uuid, name: Type.String() }),
  terms: Type.Array(
    Type.Object({
      rateId: Uuid,
      name: Type.String(),
      period: Type.Integer({ description: 'Months' }),
      price: Type.Number({ description: "The client's price: the partner price, else the tariff's" }),
      commission: Type.Number({ description: 'Percent of the paid amount' }),
    }),
  ),
  links: Type.Object({
    shop: Type.String({ description: "The public storefront with the partner's id, the address the widget links to" }),
  }),
  widget: Type.Object({ snippet: Type.String({ description: 'The widget as a button' }), cards: Type.String({ description: 'The widget as a grid of tariff cards' }), script: Type.String() }),
  materials: Type.Array(PartnerDocument),
  consent: Type.Object({
    clickProgram: Type.Boolean({ description: 'G11: this partner is the click programme partner' }),
    agents: Type.Integer({ minimum: 0 }),
    accepted: Type.Integer({ minimum: 0, description: "Agents who accepted the programme's terms" }),
  }),
}));
export type Program = Static<typeof Program>;

export const Conversion = named('PartnerConversion', Type.Object({
  created: Type.Integer({ minimum: 0, description: "The partner's certificates created in the period" }),
  paid: Type.Integer({ minimum: 0, description: 'Of those, paid (ACTIVE)' }),
  rate: Type.Number({ description: 'paid / created in percent, one decimal; 0 without any' }),
  period: Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) }),
}));
