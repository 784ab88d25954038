/**
 * Reply fields a server module adds to a declared resource's answers: joined or computed values that are
 * not columns of its table (e.g. a partner's parent name, its tariffs). Declared with their schemas, so the
 * OpenAPI document and the reply serialiser know them.
 */
import { type TObject, type TSchema, Type } from 'typebox';
import type { Db } from '../db/database';

type Row = Record<string, unknown>;

export interface ReplyExtras {
  /** Properties every answered record gets (list rows and single records). */
  fields?: Record<string, TSchema>;
  /** Properties of a single record only (show, create, update). */
  detail?: Record<string, TSchema>;
  /** Adds `fields` to a page of records in one go (one query per page, not per row). */
  load?: (records: Row[], db: Db) => Promise<Row[]>;
  /** Adds `detail` to one record. */
  loadDetail?: (record: Row, db: Db) => Promise<Row>;
}

/** The record schema with the extra properties. */
export const withProperties = (schema: TObject, properties: Record<string, TSchema> = {}) =>
  Object.keys(properties).length ? Type.Object({ ...schema.properties, ...properties }) : schema;

export async function withExtras(extras: ReplyExtras, records: Row[], db: Db, detail = false): Promise<Row[]> {
  const loaded = extras.load && records.length ? await extras.load(records, db) : records;
  return detail && extras.loadDetail ? Promise.all(loaded.map((record) => extras.loadDetail!(record, db))) : loaded;
}
