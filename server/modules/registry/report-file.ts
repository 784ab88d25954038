import { type Language, translate } from '../../i18n/messages';
import type { RegistryRow } from './schemas';

const DATA_COLUMNS = ['name', 'phone', 'email', 'tariff', 'period', 'company', 'agent'] as const;

/** The per-row report of a registry: the row's cells, the result, the certificate number or the reason. */
export async function reportWorkbook(rows: readonly RegistryRow[], language: Language): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const header = [t('registry.column.row'), ...DATA_COLUMNS, t('registry.column.result'), t('registry.column.certificate'), t('registry.column.reason')];
  const lines = rows.map((row) => [
    { type: Number, value: row.row_number },
    ...DATA_COLUMNS.map((column) => ({ value: row.data[column] ?? '' })),
    { value: t(row.status === 'IMPORTED' ? 'registry.imported' : 'registry.refused') },
    { value: row.certificate?.number ?? '' },
    { value: row.reason ?? '' },
  ]);
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([header.map((value) => ({ value, fontWeight: 'bold' as const })), ...lines]).toBuffer();
}
