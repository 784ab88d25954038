import { type Kysely, sql } from 'kysely';

/**
 * The features' own leases are gone with their loops (decision Jobs/queue): a receipt, a message, a generation job
 * and a loader task are held through their job's lease in the jobs table (0570). Their rows keep their records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table fiscal_receipts drop column lease_until;
    alter table sms_log drop column lease_until;
    alter table email_outbox drop column lease_until;
    alter table promo_files drop column lease_owner, drop column lease_until;
    alter table loader_tasks drop column lease_owner, drop column lease_until;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table loader_tasks add column lease_owner text, add column lease_until timestamptz;
    alter table promo_files add column lease_owner text, add column lease_until timestamptz;
    alter table email_outbox add column lease_until timestamptz;
    alter table sms_log add column lease_until timestamptz;
    alter table fiscal_receipts add column lease_until timestamptz;
  `.execute(db);
}
