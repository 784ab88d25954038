/** Declared joins (`joinOne`, `joinMany`): read after the page in one query per join, searched in SQL. */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { type Field, type JoinField, type ResourceDeclaration, isColumn, tableOf } from '../../common/resource';
import type { Db } from '../db/database';
import { fieldValue } from './rows';

type Row = Record<string, unknown>;
type AnyDb = Kysely<Record<string, Row>>;
type Eb = ExpressionBuilder<Record<string, Row>, string>;

const joinsOf = (d: ResourceDeclaration, detail = true) =>
  Object.entries(d.fields).filter((entry): entry is [string, JoinField] => entry[1].kind === 'join' && (detail || !entry[1].detail));

// a computed field of a joined record is the afterRead hook's, as at the top level
const columnsOf = (join: JoinField) => Object.entries(join.fields).filter(([, f]) => !f.hidden && isColumn(f));
/** Our fields answered from the joined row (`via`): read with it, answered at the top level by toRecord. */
const viaOf = (d: ResourceDeclaration, key: string) => Object.entries(d.fields).filter(([, f]) => f.via === key && !f.hidden);
const answered = (fields: [string, Field][], row: Row) =>
  Object.fromEntries(fields.map(([k, f]) => [k, fieldValue(f, row[`j_${f.column ?? k}`])]));

export const hasJoins = (d: ResourceDeclaration) => joinsOf(d).length > 0;

/** A joined field's column: of the joined table, or of the link row where `through.fields` names it. */
const columnRef = (join: JoinField, key: string) =>
  `${join.many?.through.fields?.includes(key) ? 'l' : 'j'}.${join.fields[key]?.column ?? key}`;
const selected = (join: JoinField, key: string, f: Field) => `${columnRef(join, key)} as j_${f.column ?? key}`;

/**
 * The rows with every joined field filled under its name (toRecord answers it as it is); `detail`: a single
 * record's answer, with the fields declared `detail` too.
 */
export async function withJoins(db: Db, d: ResourceDeclaration, rows: Row[], detail = true): Promise<Row[]> {
  const any = db as unknown as AnyDb;
  let filled = rows;
  for (const [key, join] of joinsOf(d, detail)) {
    const select = columnsOf(join).map(([k, f]) => selected(join, k, f));
    if (join.one) {
      const via = viaOf(d, key);
      const viaSelect = via.map(([k, f]) => `j.${f.column ?? k} as j_${f.column ?? k}`);
      const from = d.fields[join.one.from]?.column ?? join.one.from;
      const ids = [...new Set(filled.map((row) => row[from]).filter((id) => id !== null && id !== undefined))];
      const found = ids.length
        ? await any.selectFrom(`${join.table} as j`).select(['j.id as j__id', ...select, ...viaSelect]).where('j.id', 'in', ids).execute()
        : [];
      const byId = new Map(found.map((row) => [row.j__id, answered([...columnsOf(join), ...via], row)]));
      filled = filled.map((row) => ({ ...row, [key]: byId.get(row[from]) ?? null }));
    } else if (join.many) {
      const { through, orderBy = [] } = join.many;
      const ids = filled.map((row) => row.id);
      let query = any
        .selectFrom(`${through.table} as l`)
        .innerJoin(`${join.table} as j`, 'j.id', `l.${through.to}`)
        .select([`l.${through.from} as l__owner`, ...select])
        .where(`l.${through.from}`, 'in', ids);
      for (const key of [orderBy].flat()) query = query.orderBy(columnRef(join, key));
      const found = ids.length ? await query.orderBy('j.id').execute() : [];
      filled = filled.map((row) => ({ ...row, [key]: found.filter((link) => link.l__owner === row.id).map((link) => answered(columnsOf(join), link)) }));
    }
  }
  return filled;
}

/**
 * `q` on a joined field's column (`user.name`), or with `=` an owner rule's (`certificate.agent_id`): an EXISTS
 * over the joined table, so paging stays right.
 */
export function joinedMatch(d: ResourceDeclaration, field: string, column: string, value: unknown, op: 'ilike' | '=' = 'ilike') {
  const join = d.fields[field] as JoinField;
  const table = tableOf(d);
  return (eb: Eb) => {
    if (join.one) {
      const ref = `${table}.${d.fields[join.one.from]?.column ?? join.one.from}`;
      return eb.exists(eb.selectFrom(`${join.table} as j`).select('j.id').whereRef('j.id', '=', ref).where(`j.${column}`, op, value));
    }
    const { through } = join.many!;
    return eb.exists(
      eb.selectFrom(`${through.table} as l`).innerJoin(`${join.table} as j`, 'j.id', `l.${through.to}`).select('j.id')
        .whereRef(`l.${through.from}`, '=', `${table}.id`).where(`j.${column}`, op, value),
    );
  };
}
