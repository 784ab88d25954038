import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, integer, money, text } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { type TestContext, buildTestApp } from './helper';
import { certificatesView } from '../../bench/api/certificates-view';
import { type ColumnInfo, mismatches } from './support/declared-columns';

/** Migrations stay explicit; this compares every declaration with the table they built. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

async function columnsOf(table: string) {
  const { rows } = await sql<ColumnInfo>`
    select column_name, data_type, is_nullable from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(ctx.database.db);
  return rows;
}

/**
 * Each valid, unconditional index of the table as its key columns in order, cut at its first expression: a partial
 * index serves only its own condition, and the columns after an expression cannot lead a narrowed read.
 */
async function indexesOf(table: string): Promise<string[][]> {
  const { rows } = await sql<{ columns: string[] }>`
    select array_agg(a.attname::text order by k.ord) as columns
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where t.relname = ${table} and n.nspname = current_schema() and i.indpred is null and i.indisvalid
      and k.ord < coalesce((select min(e.ord) from unnest(i.indkey) with ordinality as e(attnum, ord) where e.attnum = 0), i.indnkeyatts + 1)
    group by i.indexrelid`.execute(ctx.database.db);
  return rows.map((row) => row.columns);
}

/** The declared list indexes no index of the table starts with. */
async function missingIndexes(d: { name: string; table?: string; list: { indexes?: readonly (readonly string[])[] } }) {
  const table = d.table ?? d.name;
  const existing = await indexesOf(table);
  const startsWith = (index: string[], declared: readonly string[]) => declared.every((column, i) => index[i] === column);
  return (d.list.indexes ?? []).filter((declared) => !existing.some((index) => startsWith(index, declared))).map((declared) => `${table} (${declared.join(', ')})`);
}

describe('declared resources against the migrated tables', () => {
  it('finds an index of the table starting with each declared list index', async () => {
    const problems: string[] = [];
    for (const d of [...DECLARED_RESOURCES, certificatesView]) problems.push(...(await missingIndexes(d)));
    expect(problems).toEqual([]);
    expect(await missingIndexes({ name: 'certificates', list: { indexes: [['agent_id', 'created_at'], ['agent_id', 'rate_name']] } })).toEqual(['certificates (agent_id, rate_name)']);
    // (partner_id, start_date) leads only the partial index of sold certificates (migration 0320)
    expect(await missingIndexes({ name: 'certificates', list: { indexes: [['partner_id', 'created_at'], ['partner_id', 'start_date']] } })).toEqual([
      'certificates (partner_id, start_date)',
    ]);
  });

  it('finds every declared field as a column of a compatible type and the same nullability', async () => {
    const problems: string[] = [];
    for (const d of DECLARED_RESOURCES) problems.push(...mismatches(d, await columnsOf(d.table ?? d.name)));
    expect(problems).toEqual([]);
  });

  it('fails on a missing column, a wrong type and a wrong nullability', async () => {
    const wrong = defineResource({
      name: 'services',
      path: '/services',
      fields: { name: text({ nullable: true }), cost: integer(), colour: text(), limit: money() },
      list: { columns: ['name'], sort: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
      access: {},
      representation: 'name',
    });
    expect(mismatches(wrong, await columnsOf('services'))).toEqual([
      'services.name: declared nullable, column not null',
      'services.cost: integer field on numeric',
      'services.colour: no such column',
      'services.limit: money field on integer',
    ]);
  });

  it('fails on a nullable sort without a nulls order and on a nulls order of a not null column', async () => {
    const wrong = defineResource({
      name: 'services',
      path: '/services',
      fields: { name: text(), unit: text({ nullable: true }) },
      list: { columns: ['name'], sort: ['name', 'unit'], nulls: { name: 'last' }, defaultSort: { field: 'name', order: 'ASC' } },
      access: {},
      representation: 'name',
    });
    expect(mismatches(wrong, await columnsOf('services'))).toEqual([
      'services.name: nulls order on a not null column',
      'services.unit: nullable sort without a nulls order (list.nulls)',
    ]);
  });
});
