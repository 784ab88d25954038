/** Table rows as the records a declared resource answers: joins filled, per-field access, computed values. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { ServerResource } from './hooks';
import { withJoins } from './joins';
import { toRecord } from './rows';
import { oneRow } from './store';

type Row = Record<string, unknown>;

/** What answers a resource's records: its declaration and, for computed fields, its `afterRead` hook. */
export type Answering = Pick<ServerResource, 'declaration' | 'hooks'>;

/**
 * The records of table rows, in the given transaction; `detail`: one record's answer (GET one, create, update),
 * with the fields declared `detail`.
 */
export async function recordsOf(db: Db, { declaration: d, hooks }: Answering, rows: Row[], request: FastifyRequest, detail = false): Promise<Row[]> {
  const records = (await withJoins(db, d, rows, detail)).map((row) => toRecord(d, row, request.user?.roles ?? [], detail));
  return hooks?.afterRead ? hooks.afterRead(records, { db, request, rows, detail }) : records;
}

/** One record as GET path/:id answers it (404 when missing); custom routes answer with it too. */
export async function readRecord(db: Db, resource: Answering, id: string, request: FastifyRequest): Promise<Row> {
  const [record] = await recordsOf(db, resource, [await oneRow(db, resource.declaration, id)], request, true);
  return record!;
}
