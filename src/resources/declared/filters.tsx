import type { ReactElement } from 'react';
import { NullableBooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { type Field, type ResourceDeclaration, choicesOf, rangeParams } from '../../../common/resource';
import { pastDateLimits } from '../../format/datePickerLimits';
import { DayInput } from '../../components/DayInput';

/** A list filter by field type: 'any' is a choice of every filter, so booleans are three-way and nothing is required. */
function filterFor(d: ResourceDeclaration, key: string, f: Field): ReactElement {
  const props = { source: key, alwaysOn: true };
  switch (f.kind) {
    case 'boolean':
      return <NullableBooleanInput key={key} {...props} />;
    case 'enum':
      return <SelectInput key={key} {...props} choices={choicesOf(d, key, f)} />;
    case 'reference':
      return <ReferenceInput key={key} {...props} reference={f.resource} />;
    default:
      return <TextInput key={key} {...props} />;
  }
}

/** The two day pickers of a declared date range (O8: a `past` field's pickers stop at tomorrow, as its sign-ins do). */
function rangeInputs(d: ResourceDeclaration, field: string): ReactElement[] {
  const { from, to } = rangeParams(field, d.list.dateRanges?.[field as keyof typeof d.list.dateRanges]);
  const f = d.fields[field];
  const limits = f?.kind === 'date' && f.past ? pastDateLimits() : undefined;
  return [from, to].map((source) => <DayInput key={source} source={source} alwaysOn limits={limits} />);
}

/**
 * The declared filters of a list, each replaceable by the module's own input (`replaced[key]`, null: none);
 * `readable` hides the filters of fields the user may not read.
 */
export function filtersOf(d: ResourceDeclaration, readable: (key: string) => boolean, replaced: Partial<Record<string, ReactElement | null>> = {}) {
  const fields = (d.list.filters ?? [])
    // a hidden column's filter serves API callers and links (e.g. ?user_id=), not the screen
    .filter((key) => readable(key) && replaced[key] !== null && !d.fields[key]?.hidden)
    .map((key) => replaced[key] ?? filterFor(d, key, d.fields[key]));
  const ranges = Object.keys(d.list.dateRanges ?? {}).filter(readable).flatMap((field) => rangeInputs(d, field));
  return [...fields, ...ranges];
}
