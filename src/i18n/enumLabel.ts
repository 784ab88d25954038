import { type EnumName, enumKey, isServiceUnit, unitCountKey } from '../../common/enumRegistry';
import { type ResourceDeclaration, choiceKeyOf } from '../../common/resource';
import type { Translate } from './lookup';

/**
 * The one way a screen or a file the SPA writes (CSV) turns a code into words: an enum of common/enumRegistry.ts
 * (`app.enums.<name>.<value>`) or a declared field's choice. An empty value is an empty cell, never the code's absence
 * worded; a value the catalogue does not know (data older than its enum) is shown as stored rather than lost.
 */
export const enumLabel = (translate: Translate, name: EnumName, value: string | null | undefined) =>
  value ? translate(enumKey(name, value as never), { _: value }) : '';

/** A declared enum field's value in words (its resource's choice, or the project enum it names). */
export function choiceLabel(translate: Translate, d: ResourceDeclaration, field: string, value: string | null | undefined) {
  const f = d.fields[field];
  return value && f ? translate(choiceKeyOf(d, field, f as { labels?: string }, value), { _: value }) : (value ?? '');
}

/** A count of a service unit in words ('5 консультаций'), or the bare number where the unit is unknown. */
export const unitCount = (translate: Translate, unit: string | null | undefined, count: number) =>
  isServiceUnit(unit) ? translate(unitCountKey(unit), { smart_count: count }) : String(count);
