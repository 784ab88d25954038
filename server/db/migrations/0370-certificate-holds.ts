import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: a certificate's block becomes a set of holds, one per authority (the seller's, a manager's, an admin's,
 * the non-payment job's as SYSTEM), so that lifting one's own hold never lifts another's; the certificate's block
 * columns keep showing the strongest hold for every reader. An admin's lift of the non-payment hold is recorded on
 * the instalments it forgives (waived_at, waived_by), so the job does not hold again for them.
 * Each existing block becomes a hold of the authority it recorded; one without a record (older than 0165) stays
 * liftable by anyone who may edit the certificate (AGENT), except a non-payment block whose missed instalment is
 * still marked and unlifted, which is the job's (SYSTEM). The block columns are set to the hold they show now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table certificate_holds (
      certificate_id uuid not null references certificates(id) on delete cascade,
      authority text not null check (authority in ('AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ADMIN', 'SYSTEM')),
      reason text references block_reasons(code),
      held_since timestamptz,
      held_by uuid references users(id) on delete set null,
      primary key (certificate_id, authority)
    );
    create index certificate_holds_system_idx on certificate_holds (certificate_id) where authority = 'SYSTEM';

    alter table credit_instalments
      add column waived_at timestamptz,
      add column waived_by uuid references users(id) on delete set null;

    insert into certificate_holds (certificate_id, authority, reason, held_since, held_by)
    select c.id,
           case
             when c.blocked_by_role is not null then c.blocked_by_role
             when c.blocked_type = 'NON_PAYMENT' and exists (
               select 1 from credit_instalments i where i.certificate_id = c.id and i.blocked_at is not null and i.lifted_at is null
             ) then 'SYSTEM'
             else 'AGENT'
           end,
           c.blocked_type, c.block_date, c.blocked_by
    from certificates c
    where c.blocked;

    update certificates c set blocked_by_role = h.authority
    from certificate_holds h
    where h.certificate_id = c.id and c.blocked_by_role is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table certificate_holds;
    alter table credit_instalments drop column waived_at, drop column waived_by;
  `.execute(db);
}
