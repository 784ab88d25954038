import { type Kysely, sql } from 'kysely';

/**
 * The certificate list's name searches at a million certificates (docs/performance.md). A trigram index on the
 * certificates themselves reads the posting lists of trigrams every third name shares ("ов ", "ван"), 65–85 ms
 * per search at 1M whatever the result. Names repeat, so the search runs on their dictionary instead: each
 * distinct client or agent name of the certificates with how many certificates carry it, kept by triggers in
 * the writing transaction. The list then reads the matching names' certificates through a name index, or walks
 * its sort order when the names are common (server/modules/certificates/name-search.ts).
 * `key` is lower(name): `name ILIKE p` is `lower(name) LIKE lower(p)` in a UTF-8 database, without lowering
 * every candidate again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table certificate_names (
      field text not null check (field in ('client', 'agent')),
      name text not null,
      key text generated always as (lower(name)) stored,
      certificates bigint not null,
      primary key (field, name)
    );
    insert into certificate_names (field, name, certificates)
      select 'client', client_name, count(*) from certificates where client_name is not null group by client_name
      union all
      select 'agent', agent_name, count(*) from certificates where agent_name is not null group by agent_name;
    create index certificate_names_key_trgm on certificate_names using gin (key gin_trgm_ops);
    -- the embedded database has no autovacuum to gather the new table's statistics
    analyze certificate_names;

    -- a name's certificates newest first; agent_id rides along so an agent's search never reads the table
    create index certificates_client_name_idx on certificates (client_name, created_at desc, id desc) include (agent_id);
    create index certificates_agent_name_idx on certificates (agent_name, created_at desc, id desc);

    -- applies [{field, name, n}] changes: net count per name, upserted in key order so concurrent statements lock
    -- the same names in the same order; a name no certificate carries any more leaves the dictionary
    create function certificate_names_apply(changes jsonb) returns void language plpgsql as $$
    begin
      insert into certificate_names (field, name, certificates)
        select field, name, sum(n) from jsonb_to_recordset(changes) as x(field text, name text, n bigint)
        where name is not null group by field, name having sum(n) <> 0 order by field, name
      on conflict (field, name) do update set certificates = certificate_names.certificates + excluded.certificates;
      delete from certificate_names c using jsonb_to_recordset(changes) as x(field text, name text, n bigint)
        where c.field = x.field and c.name = x.name and c.certificates <= 0;
    end $$;

    create function certificate_names_of_statement() returns trigger language plpgsql as $$
    declare
      changes jsonb;
    begin
      if tg_op = 'INSERT' then
        select jsonb_agg(jsonb_build_object('field', field, 'name', name, 'n', n)) into changes from (
          select 'client' as field, client_name as name, count(*) as n from new_rows group by client_name
          union all
          select 'agent', agent_name, count(*) from new_rows group by agent_name
        ) named;
      else
        select jsonb_agg(jsonb_build_object('field', field, 'name', name, 'n', -n)) into changes from (
          select 'client' as field, client_name as name, count(*) as n from old_rows group by client_name
          union all
          select 'agent', agent_name, count(*) from old_rows group by agent_name
        ) named;
      end if;
      if changes is not null then
        perform certificate_names_apply(changes);
      end if;
      return null;
    end $$;

    create function certificate_names_of_row() returns trigger language plpgsql as $$
    begin
      perform certificate_names_apply(jsonb_build_array(
        jsonb_build_object('field', 'client', 'name', old.client_name, 'n', -1),
        jsonb_build_object('field', 'client', 'name', new.client_name, 'n', 1),
        jsonb_build_object('field', 'agent', 'name', old.agent_name, 'n', -1),
        jsonb_build_object('field', 'agent', 'name', new.agent_name, 'n', 1)
      ));
      return null;
    end $$;

    create trigger certificate_names_insert after insert on certificates
      referencing new table as new_rows for each statement execute function certificate_names_of_statement();
    create trigger certificate_names_delete after delete on certificates
      referencing old table as old_rows for each statement execute function certificate_names_of_statement();
    -- per row and only when a name changes (a client or agent renamed): status and payment updates pay nothing
    create trigger certificate_names_update after update of client_name, agent_name on certificates
      for each row when (old.client_name is distinct from new.client_name or old.agent_name is distinct from new.agent_name)
      execute function certificate_names_of_row();

    create function certificate_names_reset() returns trigger language plpgsql as $$
    begin
      delete from certificate_names;
      return null;
    end $$;
    create trigger certificate_names_truncate after truncate on certificates
      for each statement execute function certificate_names_reset();
  `.execute(db);
}
