/** Shapes of the sales reports (L2). */
import { type Static, Type } from 'typebox';

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

export const ReportRow = Type.Object({
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
});
export type ReportRow = Static<typeof ReportRow>;

export const Report = Type.Object({
  rows: Type.Array(ReportRow),
  totals: Type.Object({ cost: Type.Number(), reward: Type.Number() }),
  period: Type.Object({ from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) }),
});
export type Report = Static<typeof Report>;
