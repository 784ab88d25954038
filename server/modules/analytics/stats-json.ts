import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import type { Period } from './period';
import type { Stats } from './schemas';

/** The stats object (schemas.ts `Stats`) as JSON text written by the database: sent as the reply as it is. */
export type StatsJson = string & { readonly shape?: Stats };

/** Money and counts as the database sums them (numeric, bigint): never parsed on the way to the reply. */
type Figure = string | number;
/** A sale day's figures; `date` is the UTC day, YYYY-MM-DD. */
export type DayRow = { date: string; count: Figure; cost: Figure; totalCost: Figure; reward: Figure };
/** A tariff's, partner's or agent's figures over the period. */
export type Row = { id: string | null; name: string; count: Figure; cost: Figure };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a part selects from tables of its own
type Part<R> = SelectQueryBuilder<DB, any, R>;

/** A day's sold services (figures/services.ts): how many, and their prices. */
export type ServiceDayRow = { date: string; count: Figure; cost: Figure };

/**
 * The aggregations the figures are made of: the certificates' read from the rollups or from the certificates, the
 * services' from the paid orders (figures/services.ts), the same for both.
 */
export interface StatsParts {
  days: Part<DayRow>;
  rates: Part<Row>;
  partners: Part<Row & { reward: Figure }>;
  agents: Part<Row>;
  services: Part<ServiceDayRow>;
}

/** How the figures name what has no record of its own: the sales without a partner (and the services), in the reader's language. */
export interface StatsLabels {
  directSales: string;
}

const TOP_AGENTS = 10;
/** Highest revenue first, then by name, then by id: the same order on every read. */
const ORDER = sql.raw('cost desc, name, id');
/** A part's rows as a JSON array of objects, one key per column, in ORDER (`listed` is the part). */
const listed = sql<string>`coalesce(json_agg(listed order by ${ORDER}), '[]')`;
const listedText = sql<string>`${listed}::text`;

/**
 * The partners' rows with the direct sales (no partner: certificates sold without one, and the services) as one row
 * named by `label`, so that the partners' costs add up to the brutto.
 */
function partnersWithDirectSales(parts: StatsParts, label: string) {
  return sql<Row & { reward: Figure }>`(
    select merged.id, case when merged.id is null then ${label} else max(merged.name) end as name,
           sum(merged.count) as count, sum(merged.cost) as cost, sum(merged.reward) as reward
    from (
      select p.id, p.name, p.count, p.cost, p.reward from (${parts.partners}) as p
      union all
      select null::uuid, '', 0, s.cost, 0 from (select sum(sv.cost) as cost from (${parts.services}) as sv) as s where s.cost is not null
    ) as merged
    group by merged.id)`;
}

/**
 * L1's figures (formulas in figures/sold.ts, the one definition; docs/decisions.md, L1/formulas and 27/figures) from
 * the aggregations, each shaped into its JSON by the database in its own statement, the four run side by side: the
 * totals (summed from the days in numeric, so kopecks add up exactly; the services' prices added to the paid and list
 * figures, never to the count), every day of the period with zeros and the period; the tariffs and the partners (the
 * direct sales one row); the agents' totals, top ten and list. The server puts the four texts together without
 * parsing them: at a network's year ~1 000 rows it no longer parses and serialises again (decision L1/stats JSON;
 * docs/performance.md, "The stats object written by the database").
 */
export async function statsJson(db: Db, parts: StatsParts, period: Period, labels: StatsLabels): Promise<StatsJson> {
  const certificatesPaid = sql`coalesce(sum(days.cost), 0)`;
  const servicesPaid = sql`(select coalesce(sum(services.cost), 0) from services)`;
  const brutto = sql`(${certificatesPaid} + ${servicesPaid})`;
  const reward = sql`coalesce(sum(days.reward), 0)`;
  const count = sql`coalesce(sum(days.count), 0)`;
  const list = (part: Part<Row> | ReturnType<typeof partnersWithDirectSales>) =>
    db.selectFrom((part as Part<Row>).as('listed')).select(listedText.as('json')).executeTakeFirstOrThrow();
  const [head, rates, partners, agents] = await Promise.all([
    db
      .with('days', () => parts.days)
      .with('services', () => parts.services)
      .selectFrom('days')
      .select(
        sql<string>`json_build_object(
          'totalCost', coalesce(sum(days."totalCost"), 0) + ${servicesPaid}, 'brutto', ${brutto}, 'reward', ${reward},
          'netto', ${brutto} - ${reward}, 'count', ${count},
          'averageCheck', case when ${count} = 0 then 0 else round(${certificatesPaid} / ${count}, 2) end,
          'services', json_build_object('count', (select coalesce(sum(services.count), 0) from services), 'cost', ${servicesPaid}),
          'sales', (select json_agg(series order by series.date) from (
            select day.date, coalesce(sold.count, 0) as count, coalesce(sold.cost, 0) + coalesce(bought.cost, 0) as cost
            from (select to_char(day, 'YYYY-MM-DD') as date from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as day) as day
            left join days as sold on sold.date = day.date
            left join services as bought on bought.date = day.date) as series),
          'period', json_build_object('from', ${period.from}::text, 'to', ${period.to}::text))::text`.as('json'),
      )
      .executeTakeFirstOrThrow(),
    list(parts.rates),
    list(partnersWithDirectSales(parts, labels.directSales)),
    db
      .with('agents', () => parts.agents)
      .selectNoFrom(
        sql<string>`json_build_object(
          'totalRevenue', (select coalesce(sum(cost), 0) from agents), 'totalCertificates', (select coalesce(sum(count), 0) from agents),
          'top', (select ${listed} from (select * from agents order by ${ORDER} limit ${sql.lit(TOP_AGENTS)}) as listed),
          'all', (select ${listed} from agents as listed))::text`.as('json'),
      )
      .executeTakeFirstOrThrow(),
  ]);
  // the head is a JSON object: its closing brace gives way to the three other members
  return `${head.json.slice(0, -1)}, "rates" : ${rates.json}, "partners" : ${partners.json}, "agents" : ${agents.json}}`;
}
