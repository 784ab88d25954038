import { type Kysely, sql } from 'kysely';

/**
 * Concurrent renames of two agents deadlocked on PostgreSQL (tests/server/certificate-names-concurrency.test.ts):
 * the update triggers of the name dictionary (0120) and the sales rollups (0245) ran per row, so a statement
 * locked its dictionary rows and rollup cells row after row, in the certificates' order, not in key order; two
 * renames walking the same days in opposite orders waited on each other. Now each runs once per statement over
 * its transition tables, so a statement's changes are summed and upserted in key order in one go; and a rollup
 * cell whose figures do not move (the network's total on a rename) is not written, so it is not locked either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger certificate_names_update on certificates;
    drop trigger sales_rollup_update on certificates;

    create function certificate_names_of_update() returns trigger language plpgsql as $$
    declare
      changes jsonb;
    begin
      with renamed as (
        select o.client_name as old_client, w.client_name as new_client, o.agent_name as old_agent, w.agent_name as new_agent
        from old_rows o join new_rows w on w.id = o.id
        where o.client_name is distinct from w.client_name or o.agent_name is distinct from w.agent_name)
      select jsonb_agg(jsonb_build_object('field', field, 'name', name, 'n', n)) into changes from (
        select field, name, sum(n) as n from (
          select 'client' as field, old_client as name, -1 as n from renamed
          union all select 'client', new_client, 1 from renamed
          union all select 'agent', old_agent, -1 from renamed
          union all select 'agent', new_agent, 1 from renamed
        ) each_change group by field, name
      ) named;
      if changes is not null then
        perform certificate_names_apply(changes);
      end if;
      return null;
    end $$;

    -- a certificate's counted figures moved (0245's per-row condition)
    create function sales_rollup_moved(o certificates, w certificates) returns boolean language sql immutable as $$
      select (o.status, o.start_date, o.cost, o.promo_discount, o.bonus, o.commission, o.partner_id,
              o.subdivision_id, o.agent_id, o.rate_id, o.rate_name, o.agent_name)
             is distinct from
             (w.status, w.start_date, w.cost, w.promo_discount, w.bonus, w.commission, w.partner_id,
              w.subdivision_id, w.agent_id, w.rate_id, w.rate_name, w.agent_name)
    $$;

    create function sales_rollup_of_update() returns trigger language plpgsql as $$
    declare
      changes jsonb;
    begin
      select jsonb_agg(change) into changes from (
        select sales_rollup_change(-1, o) as change from old_rows o join new_rows w on w.id = o.id
        where o.status = 'ACTIVE' and o.start_date is not null and sales_rollup_moved(o, w)
        union all
        select sales_rollup_change(1, w) from old_rows o join new_rows w on w.id = o.id
        where w.status = 'ACTIVE' and w.start_date is not null and sales_rollup_moved(o, w)
      ) counted;
      if changes is not null then
        perform sales_rollup_apply(changes);
      end if;
      return null;
    end $$;

    create trigger certificate_names_update after update on certificates
      referencing old table as old_rows new table as new_rows for each statement execute function certificate_names_of_update();
    create trigger sales_rollup_update after update on certificates
      referencing old table as old_rows new table as new_rows for each statement execute function sales_rollup_of_update();

    -- as 0245's, but a cell whose four figures all sum to nothing is left alone (and unlocked)
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
  `.execute(db);
}
