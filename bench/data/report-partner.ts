import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { generateCertificates } from './certificates';
import { withIndexesDeferred } from './indexes';

/** The generator leaves ~92 % of its certificates sold (ACTIVE), which is what a sales report lists. */
const SOLD_SHARE = 0.92;
export const REPORT_PARTNER_NAME = 'Партнер отчета (bench)';

/**
 * One partner of its own with about `rows` sold certificates over three years, so the report step downloads a
 * report of that size (the generated network spreads sales over many partners, none reaching 100 000).
 * It adds certificates to the data set: run it with the report step alone (BENCH_SCENARIOS='report download').
 */
export async function generateReportPartner(db: Db, rows: number, log: (line: string) => void): Promise<void> {
  const partner = await db.insertInto('partners').values({ name: REPORT_PARTNER_NAME, type: 'AGENCY', reward: 10, parent_id: null }).returning('id').executeTakeFirstOrThrow();
  const subdivision = await db.insertInto('subdivisions').values({ partner_id: partner.id, name: 'Отчет', parent_id: null }).returning('id').executeTakeFirstOrThrow();
  await sql`
    insert into users (login, name, password_hash, roles)
    select 'bench-agent-report-' || g, 'Агент Отчета ' || g, (select password_hash from users where login = 'admin'), '{AGENT}'
    from generate_series(1, 4) as g
  `.execute(db);
  await sql`
    insert into agents (user_id, partner_id, subdivision_id, type)
    select id, ${partner.id}, ${subdivision.id}, 'NETTO' from users where login like 'bench-agent-report-%'
  `.execute(db);
  const count = Math.ceil(rows / SOLD_SHARE);
  log(`report partner: loading ${count} certificates for ~${rows} report rows…`);
  await withIndexesDeferred(db, 'certificates', () => generateCertificates(db, count, (done) => log(`  ${done} / ${count}`), partner.id));
  for (const table of ['certificates', 'certificate_names', 'sales_rollup']) await sql`vacuum analyze ${sql.id(table)}`.execute(db);
}
