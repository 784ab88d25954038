/** Table rows as the records a declared resource answers: joins filled, per-field access, computed values. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { ServerResource } from './hooks';
import { withJoins } from './joins';
import { toRecord } from './rows';
import { oneRow } from './store';

type Row = Record<string, unknown>;

export async function recordsOf(db: Db, { declaration: d, hooks }: ServerResource, rows: Row[], request: FastifyRequest): Promise<Row[]> {
  const records = (await withJoins(db, d, rows)).map((row) => toRecord(d, row, request.user?.roles ?? []));
  return hooks?.afterRead ? hooks.afterRead(records, { db, request }) : records;
}

/** One record as GET path/:id answers it (404 when missing); custom routes answer with it too. */
export async function readRecord(db: Db, resource: ServerResource, id: string, request: FastifyRequest): Promise<Row> {
  const [record] = await recordsOf(db, resource, [await oneRow(db, resource.declaration, id)], request);
  return record!;
}
