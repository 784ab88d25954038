/** Declaration-driven mapping between request bodies, table rows and answered records. */
import { type Field, type ResourceDeclaration, isColumn, fieldAllows as mayUse } from '../../common/resource';
import type { Role } from '../../common/roles';
import { badRequest } from '../http/errors';
import type { MessageKey } from '../i18n/messages';

type Row = Record<string, unknown>;
const TEXTS = new Set(['text', 'longText', 'phone', 'email', 'file']);

const columnOf = (key: string, f: Field) => f.column ?? key;

/** One field's stored value: trimmed texts, '' as null for a nullable one, omitted = default. */
function columnValue(key: string, f: Field, value: unknown, errors: Record<string, MessageKey>): unknown {
  if (value === undefined) return f.default ?? null;
  if (typeof value === 'string' && TEXTS.has(f.kind)) {
    const trimmed = value.trim();
    if (trimmed) return trimmed;
    if (f.nullable) return null;
    if (f.required) errors[key] = 'validation.required';
    return trimmed;
  }
  return value;
}

/** The declared checks across fields (server text `<name>.<message>`), on the body as sent. */
function checkErrors(d: ResourceDeclaration, input: Row): Record<string, MessageKey> {
  const failed = (d.checks ?? []).filter((check) => !check.valid(input));
  return Object.fromEntries(failed.map((check) => [check.field, `${d.name}.${check.message}` as MessageKey]));
}

/** A create/update body as columns. A field the caller may not write is refused by name. */
export function toColumns(d: ResourceDeclaration, input: Row, roles: readonly Role[]): Row {
  const errors: Record<string, MessageKey> = checkErrors(d, input);
  const columns: Row = {};
  const walk = (fields: Record<string, Field>, body: Row, prefix: string) => {
    for (const [key, f] of Object.entries(fields)) {
      if (f.readOnly || f.hidden || !isColumn(f)) continue;
      if (!mayUse(f.access?.write, roles)) {
        // not theirs to write: refused when sent, kept as it is when omitted
        if (body[key] !== undefined) errors[prefix + key] = 'error.forbidden';
        continue;
      }
      if (f.keepIfOmitted && body[key] === undefined) continue;
      if (f.kind === 'group') walk(f.fields, (body[key] as Row | undefined) ?? {}, `${prefix}${key}.`);
      else columns[columnOf(key, f)] = columnValue(prefix + key, f, body[key], errors);
    }
  };
  walk(d.fields, input, '');
  if (Object.keys(errors).length) throw badRequest(errors);
  return columns;
}

export function fieldValue(f: Field, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (f.kind === 'money' || (f.kind === 'number' && typeof value === 'string')) return Number(value);
  if (f.kind === 'date' && value instanceof Date) return value.toISOString();
  return value;
}

/**
 * A table row as the record answered; fields the caller may not read are left out, and so are the fields
 * declared `detail` unless it answers one record (`detail`).
 */
export function toRecord(d: ResourceDeclaration, row: Row, roles?: readonly Role[], detail = false): Row {
  const read = (fields: Record<string, Field>) => {
    const out: Row = {};
    for (const [key, f] of Object.entries(fields)) {
      if (f.hidden || (f.detail && !detail) || (roles && !mayUse(f.access?.read, roles))) continue;
      // a joined value comes assembled from joins.ts; a computed one is the afterRead hook's (absent until it gives one)
      if (f.computed) continue;
      if (f.via) out[key] = (row[f.via] as Row | null | undefined)?.[key] ?? null;
      else if (!isColumn(f)) out[key] = row[key] ?? (f.kind === 'join' && f.many ? [] : null);
      else out[key] = f.kind === 'group' ? read(f.fields) : fieldValue(f, row[columnOf(key, f)]);
    }
    return out;
  };
  const stamps = d.timestamps
    ? { created_at: (row.created_at as Date).toISOString(), updated_at: (row.updated_at as Date).toISOString() }
    : {};
  return { id: row.id, ...read(d.fields), ...stamps };
}
