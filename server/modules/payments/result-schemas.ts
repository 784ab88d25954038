import { Type, type Static } from 'typebox';
import { named } from '../../http/named';

export const ResultParams = Type.Object({ orderId: Type.String({ format: 'uuid' }) });

export const ResultQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100, description: "The order's result token from the return address" }) },
  { additionalProperties: false },
);

const PaidItem = Type.Object({
  type: Type.String({ description: 'certificate, service or instalment' }),
  name: Type.String(),
  period: Type.Optional(Type.Integer({ description: 'Months of a certificate' })),
});

export const PaymentResult = named('PaymentResult', Type.Object({
  number: Type.Integer({ description: 'The order number' }),
  cost: Type.Number(),
  status: Type.Union([Type.Literal('PAID'), Type.Literal('PENDING'), Type.Literal('UNPAID')], {
    description: 'PENDING: the acquirer has not told us the outcome yet',
  }),
  payable: Type.Boolean({ description: 'The order can still be paid (again)' }),
  items: Type.Array(PaidItem),
}));
export type PaymentResult = Static<typeof PaymentResult>;
