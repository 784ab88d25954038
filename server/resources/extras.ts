/**
 * Reply fields a declaration's columns do not give: a joined name (`partner: {id, name}`), a computed flag
 * (`has_result`) or a name the SPA reads (`parentId`). They join the record schema (OpenAPI, serialisation)
 * and are added to every answered record, a page at a time, so a list costs one more query, not one per row.
 */
import type { Kysely } from 'kysely';
import { type TSchema, Type } from 'typebox';
import type { ResourceDeclaration } from '../../common/resource';
import type { Db } from '../db/database';
import { recordSchema } from './schemas';

type Row = Record<string, unknown>;

export interface ReplyExtras {
  /** The added properties of the record schema. */
  schema: Record<string, TSchema>;
  /** The records with the added fields; `rows` are the table rows they came from, in the same order. */
  add: (records: Row[], rows: Row[], db: Db) => Row[] | Promise<Row[]>;
}

/** The record answered: the declared fields and the extras (for custom routes answering the same record). */
export function recordWithExtras(d: ResourceDeclaration, extras?: ReplyExtras) {
  const declared = recordSchema(d);
  return extras ? Type.Object({ ...declared.properties, ...extras.schema }) : declared;
}

/** A page of records with the extras added (as they are without extras). */
export async function withExtras(extras: ReplyExtras | undefined, records: Row[], rows: Row[], db: Db): Promise<Row[]> {
  return extras ? extras.add(records, rows, db) : records;
}

/**
 * The common case: `{ id, name }` of the referenced row under `as` (null without one), read for the whole page
 * from `table` by the ids in `column`.
 */
export function joinedName(options: { column: string; table: string; as: string; nullable?: boolean }) {
  return async (records: Row[], rows: Row[], db: Db): Promise<Row[]> => {
    const ids = [...new Set(rows.map((row) => row[options.column]).filter((id): id is string => typeof id === 'string'))];
    const any = db as unknown as Kysely<Record<string, { id: string; name: string }>>;
    const found = ids.length ? await any.selectFrom(options.table).select(['id', 'name']).where('id', 'in', ids).execute() : [];
    const names = new Map(found.map((row) => [row.id, row.name]));
    return records.map((record, index) => {
      const id = rows[index][options.column] as string | null;
      return { ...record, [options.as]: id && names.has(id) ? { id, name: names.get(id) } : null };
    });
  };
}
