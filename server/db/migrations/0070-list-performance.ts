import { type Kysely, sql } from 'kysely';

/**
 * The certificate list's total without counting the table: certificates per agent, kept by statement-level
 * triggers (one grouped upsert per statement, so bulk loads stay cheap). The unfiltered list — the screen's
 * default, and the only one whose count grows with the whole table — reads its total from here (C5/scale).
 * Certificates without an agent are counted under the nil uuid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table certificate_counts (
      agent_key uuid primary key,
      total bigint not null
    );
    insert into certificate_counts (agent_key, total)
      select coalesce(agent_id, '00000000-0000-0000-0000-000000000000'), count(*) from certificates group by 1;

    create function certificate_counts_apply_delta() returns trigger language plpgsql as $$
    begin
      -- rows are upserted in key order so concurrent statements lock counters in the same order
      if tg_op = 'INSERT' then
        insert into certificate_counts (agent_key, total)
          select coalesce(agent_id, '00000000-0000-0000-0000-000000000000'), count(*) from new_rows group by 1 order by 1
        on conflict (agent_key) do update set total = certificate_counts.total + excluded.total;
      elsif tg_op = 'DELETE' then
        update certificate_counts c set total = c.total - d.n
          from (select coalesce(agent_id, '00000000-0000-0000-0000-000000000000') as agent_key, count(*) as n from old_rows group by 1 order by 1) d
          where c.agent_key = d.agent_key;
      else
        insert into certificate_counts (agent_key, total)
          select agent_key, sum(delta) from (
            select coalesce(agent_id, '00000000-0000-0000-0000-000000000000') as agent_key, -1 as delta from old_rows
            union all
            select coalesce(agent_id, '00000000-0000-0000-0000-000000000000'), 1 from new_rows
          ) moved group by agent_key having sum(delta) <> 0 order by agent_key
        on conflict (agent_key) do update set total = certificate_counts.total + excluded.total;
      end if;
      return null;
    end $$;

    create trigger certificate_counts_insert after insert on certificates
      referencing new table as new_rows for each statement execute function certificate_counts_apply_delta();
    create trigger certificate_counts_delete after delete on certificates
      referencing old table as old_rows for each statement execute function certificate_counts_apply_delta();
    create trigger certificate_counts_update after update on certificates
      referencing old table as old_rows new table as new_rows for each statement execute function certificate_counts_apply_delta();

    create function certificate_counts_reset() returns trigger language plpgsql as $$
    begin
      delete from certificate_counts;
      return null;
    end $$;
    create trigger certificate_counts_truncate after truncate on certificates
      for each statement execute function certificate_counts_reset();
  `.execute(db);
}
