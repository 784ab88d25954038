import { type Kysely, sql } from 'kysely';

/**
 * L1 statistics at a million certificates (docs/performance.md): the sold certificates' figures summed per
 * bucket (a UTC day, or a month for the breakdowns) × scope (the network, a partner, a subdivision, an agent)
 * × dimension (total, tariff, partner, agent), kept by triggers on certificates in the writing transaction,
 * so every path (sale, payment, refund, block, deletion, registry import, seed, bench generator) is caught.
 * A request reads a few hundred rows instead of scanning a year of certificates (analytics/rollup-stats.ts).
 * Counted: status ACTIVE with a start date, as analytics/sold.ts counts them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sales_rollup (
      scope char(1) not null check (scope in ('n', 'p', 's', 'a')),
      scope_id uuid not null,
      grain char(1) not null check (grain in ('d', 'm')),
      dim char(1) not null check (dim in ('t', 'r', 'p', 'a')),
      bucket date not null,
      dim_id uuid,
      dim_name text not null default '',
      certificates bigint not null,
      brutto numeric(16, 2) not null,
      total_cost numeric(16, 2) not null,
      reward numeric(16, 2) not null
    );
    create unique index sales_rollup_key on sales_rollup (scope, scope_id, grain, dim, bucket, dim_id, dim_name) nulls not distinct;

    -- the cells a change touches: rows [{n: ±1, day, partner_id, subdivision_id, agent_id, rate_id, rate_name,
    -- agent_name, brutto, total_cost, reward}], summed per cell and upserted in key order (concurrent writers lock
    -- the same cells in the same order); a cell no certificate counts in any more is removed
    create function sales_rollup_apply(changes jsonb) returns void language plpgsql as $$
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

    -- one certificate row as a change of the figures: n = +1 (now counted) or -1 (no longer counted)
    create function sales_rollup_change(n integer, c certificates) returns jsonb language sql stable as $$
      select jsonb_build_object('n', n, 'day', (c.start_date at time zone 'UTC')::date, 'partner_id', c.partner_id,
        'subdivision_id', c.subdivision_id, 'agent_id', c.agent_id, 'rate_id', c.rate_id, 'rate_name', c.rate_name,
        'agent_name', c.agent_name, 'brutto', c.cost, 'total_cost', c.cost + c.promo_discount + c.bonus,
        'reward', round(c.cost * c.commission / 100, 2))
    $$;

    create function sales_rollup_of_statement() returns trigger language plpgsql as $$
    declare
      changes jsonb;
    begin
      if tg_op = 'INSERT' then
        select jsonb_agg(sales_rollup_change(1, r)) into changes from new_rows r where r.status = 'ACTIVE' and r.start_date is not null;
      else
        select jsonb_agg(sales_rollup_change(-1, r)) into changes from old_rows r where r.status = 'ACTIVE' and r.start_date is not null;
      end if;
      if changes is not null then
        perform sales_rollup_apply(changes);
      end if;
      return null;
    end $$;

    create function sales_rollup_of_row() returns trigger language plpgsql as $$
    declare
      changes jsonb := '[]'::jsonb;
    begin
      if old.status = 'ACTIVE' and old.start_date is not null then
        changes := changes || jsonb_build_array(sales_rollup_change(-1, old));
      end if;
      if new.status = 'ACTIVE' and new.start_date is not null then
        changes := changes || jsonb_build_array(sales_rollup_change(1, new));
      end if;
      if jsonb_array_length(changes) > 0 then
        perform sales_rollup_apply(changes);
      end if;
      return null;
    end $$;

    create trigger sales_rollup_insert after insert on certificates
      referencing new table as new_rows for each statement execute function sales_rollup_of_statement();
    create trigger sales_rollup_delete after delete on certificates
      referencing old table as old_rows for each statement execute function sales_rollup_of_statement();
    -- per row and only when a counted figure changes: a comment, a block or a client rename pays nothing
    create trigger sales_rollup_update after update on certificates for each row
      when ((old.status, old.start_date, old.cost, old.promo_discount, old.bonus, old.commission, old.partner_id,
             old.subdivision_id, old.agent_id, old.rate_id, old.rate_name, old.agent_name)
            is distinct from
            (new.status, new.start_date, new.cost, new.promo_discount, new.bonus, new.commission, new.partner_id,
             new.subdivision_id, new.agent_id, new.rate_id, new.rate_name, new.agent_name))
      execute function sales_rollup_of_row();

    create function sales_rollup_reset() returns trigger language plpgsql as $$
    begin
      delete from sales_rollup;
      return null;
    end $$;
    create trigger sales_rollup_truncate after truncate on certificates
      for each statement execute function sales_rollup_reset();

    -- backfill: the existing certificates, in one pass
    select sales_rollup_apply(coalesce(jsonb_agg(sales_rollup_change(1, c)), '[]'::jsonb))
      from certificates c where c.status = 'ACTIVE' and c.start_date is not null;
    analyze sales_rollup;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger sales_rollup_truncate on certificates;
    drop trigger sales_rollup_update on certificates;
    drop trigger sales_rollup_delete on certificates;
    drop trigger sales_rollup_insert on certificates;
    drop function sales_rollup_reset, sales_rollup_of_row, sales_rollup_of_statement, sales_rollup_change, sales_rollup_apply;
    drop table sales_rollup;
  `.execute(db);
}
