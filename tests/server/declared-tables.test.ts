import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, integer, money, text } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { type TestContext, buildTestApp } from './helper';
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

describe('declared resources against the migrated tables', () => {
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
