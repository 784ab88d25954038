import { type ReactElement, cloneElement } from 'react';
import { BooleanInput, DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { type Field, type ResourceDeclaration, choicesOf, emptyChoiceOf, labelOf, writesLinks } from '../../../common/resource';
import { DECLARED_SUMMARIES } from '../../../common/resources/summaries';
import { parseDateTime } from './dateTime';
import type { FieldAccess } from './useFieldAccess';
import { validatorsOf } from './validators';
import { TranslationLabel } from './translations';

type ReadOnlyProps = { readOnly?: boolean; validate?: unknown };

const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * The order a reference's choices come in: the referenced list's own (react-admin's default, by id, is one the
 * server's lists refuse, and the select showed 'Недопустимое значение' and no choices).
 */
const choicesOrder = (resource: string) => DECLARED_SUMMARIES.find((summary) => summary.name === resource)?.list?.defaultSort;

/** The input a field's type calls for; `source` is dotted for a group's fields. */
export function inputFor(d: ResourceDeclaration, key: string, f: Field, source = key): ReactElement[] {
  const validate = validatorsOf(d, key, f);
  const translation = f.translationOf && f.language ? { label: <TranslationLabel label={labelOf(d, f.translationOf)} language={f.language} /> } : {};
  const common = { source, validate, ...translation, ...(f.helper ? { helperText: `resources.${d.name}.helpers.${key}` } : {}) };
  switch (f.kind) {
    case 'group':
      return Object.entries(f.fields).flatMap(([k, inner]) => inputFor(d, k, inner, `${source}.${k}`));
    case 'longText':
    case 'json':
      return [<TextInput key={source} {...common} multiline minRows={2} />];
    case 'number':
    case 'money':
      return [<NumberInput key={source} {...common} min={f.min} step={f.kind === 'number' && f.integer ? 1 : undefined} />];
    case 'boolean':
      return [<BooleanInput key={source} source={source} />];
    case 'date':
      // the picker's local time as the instant the server takes (format date-time), not as typed
      return [<DateTimeInput key={source} {...common} parse={parseDateTime} />];
    case 'enum':
      return [<SelectInput key={source} {...common} choices={choicesOf(d, key, f)} parse={f.nullable ? emptyAsNull : undefined} emptyText={emptyChoiceOf(d, key, f)} />];
    case 'reference':
      return [
        <ReferenceInput key={source} source={source} reference={f.resource} sort={choicesOrder(f.resource)}><SelectInput validate={validate} /></ReferenceInput>,
      ];
    default:
      return [<TextInput key={source} {...common} type={f.kind === 'email' ? 'email' : f.kind === 'phone' ? 'tel' : 'text'} />];
  }
}

/** Inputs that replace the generated one of that field (e.g. a picker of another source). */
export type InputOverrides = Partial<Record<string, ReactElement>>;

/** A writable joined list (its ids) has no generated input: it is in the form where the module gives one. */
const hasInput = (key: string, f: Field, overrides: InputOverrides) => !f.readOnly || (writesLinks(f) && !!overrides[key]);

/** Every writable field's input, in declaration order: absent where the user may not read it, read-only where not write it. */
export const inputsOf = (d: ResourceDeclaration, access?: FieldAccess, overrides: InputOverrides = {}) =>
  Object.entries(d.fields)
    .filter(([key, f]) => hasInput(key, f, overrides) && !f.hidden && (!access || access.reads(f)))
    .flatMap(([key, f]) => {
      const inputs = overrides[key] ? [cloneElement(overrides[key], { key })] : inputFor(d, key, f);
      return !access || access.writes(f) ? inputs : inputs.map((input) => cloneElement(input as ReactElement<ReadOnlyProps>, { readOnly: true, validate: undefined }));
    });
