/** Shapes of the sales reports (L2). */
import { type Static, Type } from 'typebox';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });
const Day = (description: string) => Type.String({ format: 'date', description });
const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const NullableText = Type.Union([Type.String(), Type.Null()]);

export const ReportParams = Type.Object({
  id: Uuid,
  from: Day('First day, inclusive (YYYY-MM-DD, UTC)'),
  to: Day('Last day, inclusive; at most 3 years after from'),
});
export type ReportParams = Static<typeof ReportParams>;

export const ExcelParams = Type.Object({ id: Uuid });
export const ExcelQuery = Type.Object({ from: ReportParams.properties.from, to: ReportParams.properties.to }, { additionalProperties: false });

export const ReportRow = named('ReportRow', Type.Object({
  id: Uuid,
  rate: Type.String(),
  number: Type.String(),
  client: Type.String(),
  phone: NullableText,
  email: NullableText,
  cost: Type.Number({ description: 'Paid by the client' }),
  reward: Type.Number({ description: "The partner's commission on it" }),
  startDate: NullableTime,
  finishDate: NullableTime,
}));
export type ReportRow = Static<typeof ReportRow>;

export const Report = named('Report', Type.Object({
  rows: Type.Array(ReportRow),
  totals: Type.Object({ cost: Type.Number(), reward: Type.Number() }),
  period: Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) }),
}));
export type Report = Static<typeof Report>;

/** Orders report (L2): the caller's scope, or a structure node it may read (type + id, as /analytics/stats). */
const Node = {
  type: Type.Optional(Type.Union(['partner', 'subdivision', 'agent'].map((type) => Type.Literal(type)), { description: 'A structure node; with id' })),
  id: Type.Optional(Type.String({ format: 'uuid', description: "The node id; without a node, the caller's whole scope" })),
};
export const OrderParams = Type.Object({ from: ReportParams.properties.from, to: ReportParams.properties.to });
export const OrderQuery = Type.Object(Node, { additionalProperties: false });
export const OrderExcelQuery = Type.Object({ ...ExcelQuery.properties, ...Node }, { additionalProperties: false });

export const OrderReportRow = named('OrderReportRow', Type.Object({
  id: Uuid,
  number: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  payDate: NullableTime,
  certificate: Type.String(),
  client: Type.String(),
  rate: Type.String(),
  paymentType: Type.String(),
  status: Type.String({ description: 'CREATED, PAID, FAILED or CANCELLED' }),
  cost: Type.Number(),
}));
export type OrderReportRow = Static<typeof OrderReportRow>;

export const OrderReport = named('OrderReport', Type.Object({
  rows: Type.Array(OrderReportRow),
  totals: Type.Object({
    count: Type.Integer(),
    cost: Type.Number({ description: 'Every order' }),
    paid: Type.Number({ description: "'Оплачено' of the scope over the period: the sold certificates' cost and the sold services' prices, the statistics' brutto" }),
  }),
  period: Report.properties.period,
}));
export type OrderReport = Static<typeof OrderReport>;
