import { type RawBuilder, sql } from 'kysely';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '../../../common/resources/certificates';

/**
 * A certificate's status (common/resources/certificates.ts), the one definition: each status is a condition on the
 * certificate's own columns, the conditions exclusive and together covering every row, so the list's filter and the
 * status answered can never disagree. A blocked certificate is BLOCKED whatever its payment (the block is what
 * stops its use) unless cancelled; PENDING and CANCELLED are the sale's states; a paid one is EXPIRED from its finish
 * date. Each condition is plain column tests (no CASE to compute first), so the planner can take an index: the
 * rare statuses have partial indexes in the list's default order with these very predicates (migration 0410).
 */
type Condition = (table: string) => RawBuilder<boolean>;

const column = (table: string, name: string) => sql.ref(`${table}.${name}`);

const CONDITIONS: Record<CertificateStatus, Condition> = {
  CANCELLED: (t) => sql`${column(t, 'status')} = 'CANCELLED'`,
  BLOCKED: (t) => sql`(${column(t, 'blocked')} and ${column(t, 'status')} <> 'CANCELLED')`,
  PENDING: (t) => sql`(${column(t, 'status')} = 'PENDING' and not ${column(t, 'blocked')})`,
  EXPIRED: (t) => sql`(${column(t, 'status')} = 'ACTIVE' and not ${column(t, 'blocked')} and ${column(t, 'finish_date')} <= now())`,
  // a paid certificate without a finish date (none is written so) has not expired
  ACTIVE: (t) =>
    sql`(${column(t, 'status')} = 'ACTIVE' and not ${column(t, 'blocked')} and (${column(t, 'finish_date')} > now() or ${column(t, 'finish_date')} is null))`,
};

/** Rows of `table` (a name or alias of certificates) whose status is one of `statuses`, at the statement's now(). */
export function hasStatus(statuses: readonly CertificateStatus[], table = 'certificates'): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(statuses.map((status) => CONDITIONS[status](table)), sql` or `)})`;
}

/** The status of each row of `table`, from the same conditions. */
export function statusOf(table = 'certificates'): RawBuilder<CertificateStatus> {
  const cases = CERTIFICATE_STATUSES.map((status) => sql`when ${CONDITIONS[status](table)} then ${sql.lit(status)}`);
  return sql<CertificateStatus>`(case ${sql.join(cases, sql` `)} end)`;
}
