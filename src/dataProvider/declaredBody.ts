/**
 * The body a declared resource's create or update sends, from its fields: loaded with its first create or update
 * (src/dataProvider/declared.ts), not on the first screen.
 */
import type { RaRecord } from 'react-admin';
import { type Field, type ResourceDeclaration, writesLinks } from '../../common/resource';
import type { ResourceEndpoints } from './types';

/**
 * An empty form value (cleared, disabled or never shown) as the server would store an omitted one:
 * the declared default. Fields without a default are sent as they are; a field with its own write
 * roles is never added (the server defaults it for those roles and refuses it from the others).
 */
function bodyValue(f: Field, value: unknown): unknown {
  if (f.kind === 'group') return groupBody(f.fields, (value as Record<string, unknown> | undefined) ?? {});
  // a writable joined list goes as the linked ids, whether the form holds the joined records or their ids
  if (writesLinks(f)) return ((value as (string | { id: string })[] | null | undefined) ?? []).map((e) => (typeof e === 'string' ? e : e.id));
  // an emptied choice of a nullable field (a reference's 'none') is null, as the server stores it
  if (value === '' && f.nullable) return null;
  if (value !== undefined && value !== null) return value;
  return f.default !== undefined ? f.default : value;
}

function groupBody(fields: Record<string, Field>, data: Record<string, unknown>) {
  const defaulted = (k: string) => fields[k].default !== undefined && !fields[k].access?.write && !fields[k].keepIfOmitted;
  const keys = new Set([...Object.keys(data), ...Object.keys(fields).filter(defaulted)]);
  return Object.fromEntries([...keys].map((k) => [k, fields[k] ? bodyValue(fields[k], data[k]) : data[k]]));
}

/** A field kept when omitted (keepIfOmitted) is sent only when it differs from the record's value, or from its default when new. */
function changedOnly(fields: Record<string, Field>, data: Record<string, unknown>, previous?: RaRecord) {
  const unchanged = (k: string) => fields[k]?.keepIfOmitted && data[k] === (previous ? previous[k] : fields[k].default);
  return Object.fromEntries(Object.entries(data).filter(([k]) => !unchanged(k)));
}

/** What a declared resource sends on create and update, and how, from its fields. */
export const declaredBody = (d: ResourceDeclaration): Required<Pick<ResourceEndpoints, 'writable' | 'toBody'>> => ({
  writable: Object.entries(d.fields).filter(([, f]) => (!f.readOnly && !f.hidden) || writesLinks(f)).map(([k]) => k),
  toBody: (data: Record<string, unknown>, previous?: RaRecord) => groupBody(d.fields, changedOnly(d.fields, data, previous)),
});
