import type { ReactElement } from 'react';
import { BooleanField, DataTable, DateField, ReferenceField, SelectField } from 'react-admin';
import { type Field, type ResourceDeclaration, choicesOf, date, emptyChoiceOf } from '../../../common/resource';
import { PhoneText } from '../../components/PhoneText';
import { formatPrice, groupThousands } from '../../format';
import { TranslatedText } from './translations';

/** A number in the cabinet's language ('1 234,5'), nothing where there is none. */
export const numberText = (value: unknown) => (typeof value === 'number' ? groupThousands(value) : '');

type Row = Record<string, unknown>;

/** The column of a timestamp (`timestamps: true` adds created_at beside the declared fields). */
export const timestampField: Field = date({ readOnly: true });

/** What a joined value shows: its first field other than the id, of each record for a list of them. */
export function joinedText(f: Field, value: unknown): string {
  if (f.kind !== 'join' || !value) return '';
  const shown = Object.keys(f.fields).find((k) => k !== 'id') ?? 'id';
  const records = (f.many ? value : [value]) as Row[];
  return records.map((record) => String(record[shown] ?? '')).join(', ');
}

/** The DataTable column a field's type calls for (money formatted, dates localised, enums translated). */
export function columnFor(d: ResourceDeclaration, key: string, f: Field): ReactElement {
  const sortable = (d.list.sort as readonly string[]).includes(key);
  const props = { source: key, disableSort: !sortable };
  switch (f.kind) {
    case 'money':
      return <DataTable.Col key={key} {...props} align="right" render={(record: Row) => formatPrice(record[key] as number)} />;
    case 'number':
      return <DataTable.Col key={key} {...props} align="right" render={(record: Row) => numberText(record[key])} />;
    case 'boolean':
      return <DataTable.Col key={key} {...props} field={BooleanField} />;
    case 'date':
      return <DataTable.Col key={key} {...props}><DateField source={key} showTime /></DataTable.Col>;
    case 'enum':
      return (
        <DataTable.Col key={key} {...props}>
          <SelectField
            source={key}
            choices={choicesOf(d, key, f)}
            emptyText={emptyChoiceOf(d, key, f)}
          />
        </DataTable.Col>
      );
    case 'phone':
      return <DataTable.Col key={key} {...props} render={(record: Row) => <PhoneText phone={record[key] as string | null} />} />;
    case 'reference':
      return <DataTable.Col key={key} {...props}><ReferenceField source={key} reference={f.resource} /></DataTable.Col>;
    case 'join':
      return <DataTable.Col key={key} {...props} disableSort render={(record: Row) => joinedText(f, record[key])} />;
    default:
      return f.translatable ? <DataTable.Col key={key} {...props} field={TranslatedText} /> : <DataTable.Col key={key} {...props} />;
  }
}
