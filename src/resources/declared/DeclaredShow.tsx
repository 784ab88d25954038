import type { ReactElement } from 'react';
import {
  BooleanField, CanAccess, DateField, EditButton, FunctionField, ReferenceField, SelectField, Show, SimpleShowLayout,
  TextField, TopToolbar,
} from 'react-admin';
import { type Field, type ResourceDeclaration, choicesOf, emptyChoiceOf } from '../../../common/resource';
import { formatPrice } from '../../format';
import { joinedText, numberText } from './columns';
import { type FieldAccess, useFieldAccess } from './useFieldAccess';

type Row = Record<string, unknown>;

/** The read-only field a type calls for (money formatted, dates localised, enums translated); `source` dotted in a group. */
function displayFor(d: ResourceDeclaration, key: string, f: Field, access: FieldAccess, source = key): ReactElement[] {
  if (f.hidden || !access.reads(f)) return [];
  const props = { source };
  switch (f.kind) {
    case 'group':
      return Object.entries(f.fields).flatMap(([k, inner]) => displayFor(d, k, inner, access, `${source}.${k}`));
    case 'money':
      return [<FunctionField key={source} {...props} render={(record: Row) => formatPrice(record[key] as number)} />];
    case 'number':
      return [<FunctionField key={source} {...props} render={(record: Row) => numberText(source.split('.').reduce<unknown>((value, part) => (value as Row | undefined)?.[part], record))} />];
    case 'boolean':
      return [<BooleanField key={source} {...props} />];
    case 'date':
      return [<DateField key={source} {...props} showTime />];
    case 'enum':
      return [<SelectField key={source} {...props} choices={choicesOf(d, key, f)} emptyText={emptyChoiceOf(d, key, f)} />];
    case 'reference':
      return [<ReferenceField key={source} {...props} reference={f.resource} />];
    case 'join':
      return [<FunctionField key={source} {...props} render={(record: Row) => joinedText(f, record[key])} />];
    default:
      return [<TextField key={source} {...props} />];
  }
}

/** The declared Show view: every field the user may read, and Edit where the matrix allows it. */
export function declaredShow(d: ResourceDeclaration) {
  const actions = d.operations?.update !== false && (
    <TopToolbar>
      <CanAccess action="edit" resource={d.name}>
        <EditButton />
      </CanAccess>
    </TopToolbar>
  );
  return function DeclaredShow() {
    const access = useFieldAccess();
    return (
      <Show actions={actions || false}>
        <SimpleShowLayout>{Object.entries(d.fields).flatMap(([key, f]) => displayFor(d, key, f, access))}</SimpleShowLayout>
      </Show>
    );
  };
}
