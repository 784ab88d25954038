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

/** The four aggregations the figures are made of, read from the rollups or from the certificates. */
export interface StatsParts {
  days: Part<DayRow>;
  rates: Part<Row>;
  partners: Part<Row & { reward: Figure }>;
  agents: Part<Row>;
}

const TOP_AGENTS = 10;
/** Highest revenue first, then by name, then by id: the same order on every read. */
const ORDER = sql.raw('cost desc, name, id');
/** A part's rows as a JSON array of objects, one key per column, in ORDER (`listed` is the part). */
const listed = sql<string>`coalesce(json_agg(listed order by ${ORDER}), '[]')`;
const listedText = sql<string>`${listed}::text`;

/**
 * L1's figures (formulas in docs/decisions.md, L1/formulas) from the four aggregations, each shaped into its JSON by the
 * database in its own statement, the four run side by side: the totals (summed from the days in numeric, so kopecks
 * add up exactly), every day of the period with zeros and the period; the tariffs and the partners; the agents' totals,
 * top ten and list. The server puts the four texts together without parsing them: at a network's year ~1 000 rows it no
 * longer parses and serialises again (decision L1/stats JSON; docs/performance.md, "The stats object written by the database").
 */
export async function statsJson(db: Db, parts: StatsParts, period: Period): Promise<StatsJson> {
  const brutto = sql`coalesce(sum(days.cost), 0)`;
  const reward = sql`coalesce(sum(days.reward), 0)`;
  const count = sql`coalesce(sum(days.count), 0)`;
  const list = (part: Part<Row>) => db.selectFrom(part.as('listed')).select(listedText.as('json')).executeTakeFirstOrThrow();
  const [head, rates, partners, agents] = await Promise.all([
    db
      .with('days', () => parts.days)
      .selectFrom('days')
      .select(
        sql<string>`json_build_object(
          'totalCost', coalesce(sum(days."totalCost"), 0), 'brutto', ${brutto}, 'reward', ${reward}, 'netto', ${brutto} - ${reward},
          'count', ${count}, 'averageCheck', case when ${count} = 0 then 0 else round(${brutto} / ${count}, 2) end,
          'sales', (select json_agg(series order by series.date) from (
            select day.date, coalesce(sold.count, 0) as count, coalesce(sold.cost, 0) as cost
            from (select to_char(day, 'YYYY-MM-DD') as date from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as day) as day
            left join days as sold on sold.date = day.date) as series),
          'period', json_build_object('from', ${period.from}::text, 'to', ${period.to}::text))::text`.as('json'),
      )
      .executeTakeFirstOrThrow(),
    list(parts.rates),
    list(parts.partners),
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
