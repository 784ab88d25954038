/** Shapes of the sales statistics (L1). Money is in the tariff currency, rounded to kopecks. */
import { type Static, Type } from 'typebox';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });
const Day = Type.String({ format: 'date' });
const NullableId = Type.Union([Uuid, Type.Null()]);

export const StatsId = Type.Object({ id: Uuid });

export const StatsQuery = Type.Object(
  {
    dateFrom: Type.String({ format: 'date', description: 'First day, inclusive (YYYY-MM-DD, UTC)' }),
    dateTo: Type.String({ format: 'date', description: 'Last day, inclusive; at most 3 years after dateFrom' }),
  },
  { additionalProperties: false },
);
export type StatsQuery = Static<typeof StatsQuery>;

export const NODE_TYPES = ['partner', 'subdivision', 'agent'] as const;

export const AnalyticsQuery = Type.Object(
  {
    ...StatsQuery.properties,
    type: Type.Optional(Type.Union(NODE_TYPES.map((type) => Type.Literal(type)), { description: 'A structure node; with id' })),
    id: Type.Optional(Type.String({ format: 'uuid', description: 'The node id; without a node, the caller’s whole scope' })),
  },
  { additionalProperties: false },
);
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

const Amounts = { count: Type.Integer({ minimum: 0 }), cost: Type.Number({ description: 'Paid by clients (brutto)' }) };

/** The figures are defined in server/modules/figures/sold.ts, the one definition the reports share. */
export const Stats = named('SalesStats', Type.Object({
  totalCost: Type.Number({ description: "List prices of the sold certificates (paid + promo discount + bonus) and the sold services' prices" }),
  brutto: Type.Number({ description: "Paid ('Оплачено'): the sold certificates' cost and the sold services' prices; the orders report's 'paid' of the same scope and period" }),
  reward: Type.Number({ description: "Partners' commission on the certificates' paid amounts" }),
  netto: Type.Number({ description: 'brutto − reward' }),
  count: Type.Integer({ minimum: 0, description: 'Sold certificates' }),
  averageCheck: Type.Number({ description: "The certificates' paid / count, 0 without sales" }),
  services: Type.Object(
    { count: Type.Integer({ minimum: 0 }), cost: Type.Number() },
    { description: 'Services sold (paid orders), counted in the network’s figures only: direct sales, without a seller' },
  ),
  rates: Type.Array(Type.Object({ id: NullableId, name: Type.String(), ...Amounts })),
  sales: Type.Array(Type.Object({ date: Day, ...Amounts }), { description: 'Every day of the period, zero days included' }),
  partners: Type.Array(Type.Object({ id: NullableId, name: Type.String(), ...Amounts, reward: Type.Number() }), {
    description: "Per partner; id null: the direct sales (no partner, and the services), named in the request's language",
  }),
  agents: Type.Object({
    totalRevenue: Type.Number({ description: 'brutto of the sales made by agents' }),
    totalCertificates: Type.Integer({ minimum: 0 }),
    top: Type.Array(Type.Object({ id: Uuid, name: Type.String(), ...Amounts }), { description: 'The 10 agents with the highest revenue' }),
    all: Type.Array(Type.Object({ id: Uuid, name: Type.String(), ...Amounts }), { description: 'Every agent with sales, highest revenue first' }),
  }),
  period: Type.Object({ from: Day, to: Day }),
}));
export type Stats = Static<typeof Stats>;
