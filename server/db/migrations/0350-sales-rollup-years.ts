import { type Kysely, sql } from 'kysely';

/**
 * Year buckets for the L1 breakdowns (decision L1/year buckets): the tariff, partner and agent figures are also
 * summed per UTC year, beside the day and month buckets of 0245, so a long period reads a year's bucket where it
 * read twelve months (analytics/period-buckets.ts picks the buckets). A sale writes 3 more cells per scope, locked
 * in the same key order as before. The cells a change empties are found by their key (decision L1/emptied cells).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- a write already running finishes under the old function before the backfill reads the months; new ones wait
    lock table certificates in share row exclusive mode;
    alter table sales_rollup drop constraint sales_rollup_grain_check;
    alter table sales_rollup add constraint sales_rollup_grain_check check (grain in ('d', 'm', 'y'));

    -- as 0280's, with a year bucket beside the month's; and the cells a change empties are deleted by their key:
    -- 0280's delete matched (scope, scope_id, bucket) against text values, which no index could take, so every
    -- write to certificates scanned the whole table
    create or replace function sales_rollup_apply(changes jsonb) returns void language plpgsql as $$
    declare
      emptied jsonb;
    begin
      with upserted as (
      insert into sales_rollup (scope, scope_id, grain, dim, bucket, dim_id, dim_name, certificates, brutto, total_cost, reward)
        select s.scope, s.scope_id, g.grain, d.dim, g.bucket, d.dim_id, d.dim_name,
               sum(x.n), sum(x.n * x.brutto), sum(x.n * x.total_cost), sum(x.n * x.reward)
        from jsonb_to_recordset(changes) as x(n integer, day date, partner_id uuid, subdivision_id uuid, agent_id uuid,
                                              rate_id uuid, rate_name text, agent_name text,
                                              brutto numeric, total_cost numeric, reward numeric)
        cross join lateral (values ('n', '00000000-0000-0000-0000-000000000000'::uuid), ('p', x.partner_id),
                                   ('s', x.subdivision_id), ('a', x.agent_id)) as s(scope, scope_id)
        cross join lateral (values ('t', null::uuid, ''), ('r', x.rate_id, coalesce(x.rate_name, '')),
                                   ('p', x.partner_id, ''), ('a', x.agent_id, coalesce(x.agent_name, ''))) as d(dim, dim_id, dim_name)
        cross join lateral (values ('d', x.day), ('m', date_trunc('month', x.day)::date), ('y', date_trunc('year', x.day)::date)) as g(grain, bucket)
        where s.scope_id is not null
          and not (d.dim = 'a' and x.agent_id is null)
          and not (g.grain in ('m', 'y') and d.dim = 't')
        group by 1, 2, 3, 4, 5, 6, 7
        having sum(x.n) <> 0 or sum(x.n * x.brutto) <> 0 or sum(x.n * x.total_cost) <> 0 or sum(x.n * x.reward) <> 0
        order by 1, 2, 3, 4, 5, 6, 7
      on conflict (scope, scope_id, grain, dim, bucket, dim_id, dim_name) do update set
        certificates = sales_rollup.certificates + excluded.certificates,
        brutto = sales_rollup.brutto + excluded.brutto,
        total_cost = sales_rollup.total_cost + excluded.total_cost,
        reward = sales_rollup.reward + excluded.reward
        returning scope, scope_id, grain, dim, bucket, dim_id, dim_name, certificates)
      select jsonb_agg(jsonb_build_array(scope, scope_id, grain, dim, bucket, dim_id, dim_name)) into emptied
        from upserted where certificates = 0;
      -- only the cells this change emptied, found by their key (a sale empties none)
      if emptied is not null then
        delete from sales_rollup r
          using (select (e->>0)::char(1) as scope, (e->>1)::uuid as scope_id, (e->>2)::char(1) as grain, (e->>3)::char(1) as dim,
                        (e->>4)::date as bucket, (e->>5)::uuid as dim_id, e->>6 as dim_name
                 from jsonb_array_elements(emptied) as e) as k
          where r.scope = k.scope and r.scope_id = k.scope_id and r.grain = k.grain and r.dim = k.dim and r.bucket = k.bucket
            and r.dim_id is not distinct from k.dim_id and r.dim_name = k.dim_name and r.certificates = 0;
      end if;
    end $$;

    -- backfill: each year is the sum of its months
    insert into sales_rollup (scope, scope_id, grain, dim, bucket, dim_id, dim_name, certificates, brutto, total_cost, reward)
      select scope, scope_id, 'y', dim, date_trunc('year', bucket)::date, dim_id, dim_name,
             sum(certificates), sum(brutto), sum(total_cost), sum(reward)
      from sales_rollup where grain = 'm'
      group by scope, scope_id, dim, date_trunc('year', bucket)::date, dim_id, dim_name
      having sum(certificates) <> 0 or sum(brutto) <> 0 or sum(total_cost) <> 0 or sum(reward) <> 0;
    analyze sales_rollup;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function sales_rollup_apply(changes jsonb) returns void language plpgsql as $$
    begin
      insert into sales_rollup (scope, scope_id, grain, dim, bucket, dim_id, dim_name, certificates, brutto, total_cost, reward)
        select s.scope, s.scope_id, g.grain, d.dim, g.bucket, d.dim_id, d.dim_name,
               sum(x.n), sum(x.n * x.brutto), sum(x.n * x.total_cost), sum(x.n * x.reward)
        from jsonb_to_recordset(changes) as x(n integer, day date, partner_id uuid, subdivision_id uuid, agent_id uuid,
                                              rate_id uuid, rate_name text, agent_name text,
                                              brutto numeric, total_cost numeric, reward numeric)
        cross join lateral (values ('n', '00000000-0000-0000-0000-000000000000'::uuid), ('p', x.partner_id),
                                   ('s', x.subdivision_id), ('a', x.agent_id)) as s(scope, scope_id)
        cross join lateral (values ('t', null::uuid, ''), ('r', x.rate_id, coalesce(x.rate_name, '')),
                                   ('p', x.partner_id, ''), ('a', x.agent_id, coalesce(x.agent_name, ''))) as d(dim, dim_id, dim_name)
        cross join lateral (values ('d', x.day), ('m', date_trunc('month', x.day)::date)) as g(grain, bucket)
        where s.scope_id is not null
          and not (d.dim = 'a' and x.agent_id is null)
          and not (g.grain = 'm' and d.dim = 't')
        group by 1, 2, 3, 4, 5, 6, 7
        having sum(x.n) <> 0 or sum(x.n * x.brutto) <> 0 or sum(x.n * x.total_cost) <> 0 or sum(x.n * x.reward) <> 0
        order by 1, 2, 3, 4, 5, 6, 7
      on conflict (scope, scope_id, grain, dim, bucket, dim_id, dim_name) do update set
        certificates = sales_rollup.certificates + excluded.certificates,
        brutto = sales_rollup.brutto + excluded.brutto,
        total_cost = sales_rollup.total_cost + excluded.total_cost,
        reward = sales_rollup.reward + excluded.reward;
      delete from sales_rollup where certificates = 0
        and (scope, scope_id, bucket) in (
          select s.scope, s.scope_id, b.bucket
          from jsonb_to_recordset(changes) as x(day date, partner_id uuid, subdivision_id uuid, agent_id uuid)
          cross join lateral (values ('n', '00000000-0000-0000-0000-000000000000'::uuid), ('p', x.partner_id),
                                     ('s', x.subdivision_id), ('a', x.agent_id)) as s(scope, scope_id)
          cross join lateral (values (x.day), (date_trunc('month', x.day)::date)) as b(bucket));
    end $$;
    delete from sales_rollup where grain = 'y';
    alter table sales_rollup drop constraint sales_rollup_grain_check;
    alter table sales_rollup add constraint sales_rollup_grain_check check (grain in ('d', 'm'));
  `.execute(db);
}
