import type { Exporter, RaRecord } from 'react-admin';
import { type Field, type ResourceDeclaration, labelOf } from '../../../common/resource';
import { type CsvValue, saveCsvRows } from '../../components/tableExport/csv';
import { formatDateTime } from '../../format';
import { choiceLabel } from '../../i18n/enumLabel';
import type { Translate } from '../../i18n/lookup';
import { joinedText, timestampField } from './columns';

/** A cell in words: an enum's, a flag as yes or no, a date localised, a joined record by its name. */
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
    case 'json':
      return JSON.stringify(value);
    default:
      return value as CsvValue;
  }
}

interface Column {
  header: string;
  value: (record: RaRecord) => CsvValue;
}

/** Every field the user reads (not hidden, not one record's detail), a group's fields each in a column of its own. */
function columnsOf(d: ResourceDeclaration, translate: Translate, readable: (f: Field) => boolean): Column[] {
  const fields: [string, Field][] = [...Object.entries(d.fields), ...(d.timestamps ? [['created_at', timestampField] as [string, Field]] : [])];
  return fields
    .filter(([, f]) => !f.hidden && !f.detail && readable(f))
    .flatMap(([key, f]): Column[] =>
      f.kind === 'group'
        ? Object.entries(f.fields).map(([inner, g]) => ({
            header: translate(`resources.${d.name}.fields.${key}.${inner}`),
            value: (record) => cellOf(d, inner, g, (record[key] as Record<string, unknown> | null)?.[inner], translate),
          }))
        : [{ header: translate(labelOf(d, key), { smart_count: 1 }), value: (record) => cellOf(d, key, f, record[key], translate) }],
    );
}

/**
 * A declared list's CSV: the records' fields the user may read, headed by their labels and in words (never NETTO,
 * SITE or `payment_type`), through the product's one CSV writer (formulas neutralised), as <resource>.csv.
 */
export function declaredExporter(d: ResourceDeclaration, translate: Translate, readable: (f: Field) => boolean): Exporter {
  return (records: RaRecord[]) => {
    const columns = columnsOf(d, translate, readable);
    saveCsvRows(`${d.name}.csv`, [columns.map((column) => column.header), ...records.map((record) => columns.map((column) => column.value(record)))]);
  };
}
