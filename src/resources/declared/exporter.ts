import type { Exporter, RaRecord } from 'react-admin';
import { type Field, type ResourceDeclaration, labelOf } from '../../../common/resource';
import { type CsvValue, saveCsvRows } from '../../components/tableExport/csv';
import { formatDateTime } from '../../format';
import { choiceLabel } from '../../i18n/enumLabel';
import type { Translate } from '../../i18n/lookup';
import { joinedText, timestampField } from './columns';

/** A cell as the table shows it: an enum's words, a flag as yes or no, a date localised, a joined record by its name. */
function cellOf(d: ResourceDeclaration, key: string, f: Field, value: unknown, translate: Translate): CsvValue {
  if (value === null || value === undefined) return '';
  switch (f.kind) {
    case 'enum':
      return choiceLabel(translate, d, key, String(value));
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'date':
      return formatDateTime(value as string);
    case 'money':
      return Number(value).toFixed(2);
    case 'join':
      return joinedText(f, value);
    case 'group':
    case 'json':
      return JSON.stringify(value);
    default:
      return value as CsvValue;
  }
}

/**
 * A declared list's CSV: the columns the table shows (those the user may read), headed by their labels, the values
 * in words (never NETTO or SITE, never `payment_type`), through the product's one CSV writer, as <resource>.csv.
 */
export function declaredExporter(d: ResourceDeclaration, translate: Translate, columns: readonly string[]): Exporter {
  const fieldOf = (key: string) => d.fields[key] ?? timestampField;
  return (records: RaRecord[]) => {
    const header = columns.map((key) => translate(labelOf(d, key), { smart_count: 1 }));
    const rows = records.map((record) => columns.map((key) => cellOf(d, key, fieldOf(key), record[key], translate)));
    saveCsvRows(`${d.name}.csv`, [header, ...rows]);
  };
}
