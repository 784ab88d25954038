import { type Kysely, sql } from 'kysely';

/**
 * Issue 23, finding 8: an e-mail a seller typed on a client record is a contact, not a claim. email_verified_at is
 * set when the person proved the address with a code sent to it (auth/codes/email-proof.ts); a registration that
 * proves an address another record holds unproven takes it from that record. Any change of the address by whoever
 * (staff, the profile) drops the proof unless the same statement sets a new one. The proof's codes are of their own
 * purpose, 'email', counted by the address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients add column email_verified_at timestamptz;
    alter table clients add constraint clients_email_verified_check check (email_verified_at is null or email is not null);

    create function clients_email_proof_of_update() returns trigger language plpgsql as $$
    begin
      if lower(new.email) is distinct from lower(old.email) and new.email_verified_at is not distinct from old.email_verified_at then
        new.email_verified_at := null;
      end if;
      return new;
    end $$;
    create trigger clients_email_proof before update of email on clients for each row execute function clients_email_proof_of_update();

    alter table auth_codes drop constraint auth_codes_purpose_check;
    alter table auth_codes add constraint auth_codes_purpose_check check (purpose in ('registration', 'join', 'recovery', 'email'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from auth_codes where purpose = 'email';
    alter table auth_codes drop constraint auth_codes_purpose_check;
    alter table auth_codes add constraint auth_codes_purpose_check check (purpose in ('registration', 'join', 'recovery'));
    drop trigger clients_email_proof on clients;
    drop function clients_email_proof_of_update();
    alter table clients drop constraint clients_email_verified_check;
    alter table clients drop column email_verified_at;
  `.execute(db);
}
