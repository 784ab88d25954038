/**
 * The audit trail's one writer (migration 0460): every change made through /gw becomes one row, written with the
 * caller's transaction so a rolled-back change leaves none. Called by the declared resources' generated writes
 * (server/resources/routes.ts) and by the hand-written changes that are not one (the certificate's block).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

type Row = Record<string, unknown>;
export type AuditAction = 'create' | 'update' | 'delete';

/** Who changed it and from where, as the request tells. */
export interface AuditActor {
  userId: string | null;
  ip: string | null;
}

export interface AuditChange {
  resource: string;
  recordId: string;
  action: AuditAction;
  before?: Row | null;
  after?: Row | null;
  /** Fields whose names look like a secret's but are none: the resource's list shows them (a promo's `code`). */
  shown?: readonly string[];
}

export const actorOf = (request: FastifyRequest): AuditActor => ({ userId: request.user?.id ?? null, ip: request.ip ?? null });

/** A field whose value is a secret: never stored, only that it changed. */
const SECRET = /pass(word)?|token|secret|hash|(^|_)code$|^code|otp|pin$/i;
export const MASK = '***';
/** Bookkeeping columns that change with every write and say nothing. */
const NOISE = new Set(['updated_at']);

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value ?? null);
const shownValue = (key: string, value: unknown, shown: ReadonlySet<string>) =>
  value == null ? null : SECRET.test(key) && !shown.has(key) ? MASK : value instanceof Date ? value.toISOString() : value;

/** The fields that differ, each { before, after }: a create has no before, a delete no after. */
export function changedFields(before: Row | null | undefined, after: Row | null | undefined, shown: ReadonlySet<string> = new Set()): Record<string, { before: unknown; after: unknown }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    if (NOISE.has(key)) continue;
    const was = before?.[key];
    const is = after?.[key];
    if (before && after && comparable(was) === comparable(is)) continue;
    changes[key] = { before: shownValue(key, was, shown), after: shownValue(key, is, shown) };
  }
  return changes;
}

/** One audit row in `db` (the change's transaction); an update that changed nothing leaves none. */
export async function writeAudit(db: Db, actor: AuditActor, change: AuditChange): Promise<void> {
  const changes = changedFields(change.before, change.after, new Set(change.shown));
  if (change.action === 'update' && Object.keys(changes).length === 0) return;
  const user = actor.userId ? await db.selectFrom('users').select('name').where('id', '=', actor.userId).executeTakeFirst() : undefined;
  await db
    .insertInto('audit_log')
    .values({
      user_id: actor.userId,
      user_name: user?.name ?? null,
      ip: actor.ip,
      resource: change.resource,
      record_id: change.recordId,
      action: change.action,
      changes: JSON.stringify(changes),
    })
    .execute();
}
