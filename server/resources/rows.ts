/** Declaration-driven mapping between request bodies, table rows and answered records. */
import { type Field, type ResourceDeclaration, isColumn, fieldAllows as mayUse } from '../../common/resource';
import type { Role } from '../../common/roles';
import { ERROR_CODES } from '../../common/errors';
import { ApiError, badRequest } from '../http/errors';
import type { MessageKey } from '../i18n/messages';

type Row = Record<string, unknown>;
const TEXTS = new Set(['text', 'longText', 'phone', 'email', 'file']);

const columnOf = (key: string, f: Field) => f.column ?? key;

/** One field's stored value: trimmed texts, '' as null for a nullable one, omitted = default. */
function columnValue(d: ResourceDeclaration, key: string, f: Field, value: unknown, errors: Record<string, MessageKey>): unknown {
  if (value === undefined) return f.default ?? null;
  if (typeof value === 'string' && TEXTS.has(f.kind)) {
    const trimmed = value.trim();
    if (trimmed) return trimmed;
    if (f.nullable) return null;
    if (f.required) errors[key] = f.requiredMessage ? (`${d.name}.${key.split('.').pop()}Required` as MessageKey) : 'validation.required';
    return trimmed;
  }
  return value;
}

/** The declared checks across fields (server text `<name>.<message>`), on the body as sent. */
function checkErrors(d: ResourceDeclaration, input: Row): Record<string, MessageKey> {
  const failed = (d.checks ?? []).filter((check) => !check.valid(input));
  return Object.fromEntries(failed.map((check) => [check.field, `${d.name}.${check.message}` as MessageKey]));
}

/** A sent value the same as the stored one (a form sending back what it shows, e.g. a balance it may not change). */
const unchanged = (f: Field, sent: unknown, stored: Row | undefined, column: string) =>
  !!stored && JSON.stringify(fieldValue(f, stored[column])) === JSON.stringify(sent);

/**
 * A create/update body as columns. A field the caller may not write is kept as it is when omitted or sent unchanged
 * (`previous`: the stored row, on update), and refused by name with 403 when sent otherwise.
 */
export function toColumns(d: ResourceDeclaration, input: Row, roles: readonly Role[], previous?: Row): Row {
  const errors: Record<string, MessageKey> = checkErrors(d, input);
  const refused: Record<string, MessageKey> = {};
  const columns: Row = {};
  const walk = (fields: Record<string, Field>, body: Row, stored: Row | undefined, prefix: string) => {
    for (const [key, f] of Object.entries(fields)) {
      if (f.readOnly || f.hidden || !isColumn(f)) continue;
      if (!mayUse(f.access?.write, roles)) {
        if (body[key] !== undefined && !unchanged(f, body[key], stored, columnOf(key, f))) refused[prefix + key] = 'error.forbidden';
        continue;
      }
      if (f.keepIfOmitted && body[key] === undefined) continue;
      if (f.kind === 'group') walk(f.fields, (body[key] as Row | undefined) ?? {}, stored, `${prefix}${key}.`);
      else columns[columnOf(key, f)] = columnValue(d, prefix + key, f, body[key], errors);
    }
  };
  walk(d.fields, input, previous, '');
  if (Object.keys(refused).length) throw new ApiError(403, 'error.forbidden', ERROR_CODES.forbidden, refused);
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
