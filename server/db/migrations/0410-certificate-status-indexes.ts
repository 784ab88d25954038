import { type Kysely, sql } from 'kysely';

/**
 * The certificate list's status filter (issue 27; server/modules/certificates/status.ts) at a million certificates: the
 * rare statuses (blocked ~3 %, awaiting payment ~6 %, cancelled ~2 % in the bench's data) each get a partial index in
 * the list's default order whose predicate is the status's own condition, so a page and the count up to the exact
 * limit read only those rows instead of walking the whole newest-first index; the denials page (blocked or cancelled)
 * reads two of them. Active and expired certificates are most rows: the default order's walk finds a page at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index certificates_blocked_created_idx on certificates (created_at desc, id desc) where blocked and status <> 'CANCELLED';
    create index certificates_pending_created_idx on certificates (created_at desc, id desc) where status = 'PENDING' and not blocked;
    create index certificates_cancelled_created_idx on certificates (created_at desc, id desc) where status = 'CANCELLED';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index certificates_blocked_created_idx, certificates_pending_created_idx, certificates_cancelled_created_idx`.execute(db);
}
