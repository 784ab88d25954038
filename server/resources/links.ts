/** Writable joined lists (`joinMany(…, { writable: true })`): the body's ids become the record's whole set of links. */
import type { Kysely } from 'kysely';
import { type ResourceDeclaration, writesLinks } from '../../common/resource';
import type { Db } from '../db/database';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../db/pg-errors';
import { badRequest } from '../http/errors';

type Row = Record<string, unknown>;
// the link table is known from the declaration only at run time (as in store.ts)
type AnyDb = Kysely<Record<string, Row>>;

/** Links that stay keep their other columns (e.g. a price), new ones take the link table's defaults, the rest go. */
export async function writeLinks(db: Db, d: ResourceDeclaration, id: string, body: Row): Promise<void> {
  const any = db as unknown as AnyDb;
  for (const [key, f] of Object.entries(d.fields)) {
    const ids = body[key] as string[] | undefined;
    if (!writesLinks(f) || ids === undefined) continue;
    const { table, from, to } = f.many!.through;
    await any.deleteFrom(table).where(from, '=', id).$if(ids.length > 0, (q) => q.where(to, 'not in', ids)).execute();
    if (!ids.length) continue;
    try {
      await any.insertInto(table).values(ids.map((other) => ({ [from]: id, [to]: other }))).onConflict((oc) => oc.doNothing()).execute();
    } catch (error) {
      if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw badRequest({ [key]: 'error.notFound' });
      throw error;
    }
  }
}
