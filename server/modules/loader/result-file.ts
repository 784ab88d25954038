import { translate } from '../../i18n/messages';
import type { SheetRow } from './sheet';

export interface RowOutcome {
  row: SheetRow;
  created: boolean;
  /** Set when the password was generated, so the admin can hand it over. */
  generatedPassword?: string;
  reason?: string;
}

/** The result sheet: every uploaded row with what became of it (Russian, the interface's default language). */
export async function resultWorkbook(outcomes: readonly RowOutcome[]): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1]) => translate('ru', key);
  const header = [t('loader.column.row'), 'name', 'login', 'phone', 'email', t('loader.column.password'), t('loader.column.result'), t('loader.column.reason')];
  const rows = outcomes.map(({ row, created, generatedPassword, reason }) =>
    [row.number, row.name, row.login, row.phone, row.email, generatedPassword ?? '', t(created ? 'loader.created' : 'loader.refused'), reason ?? ''].map((value) => ({ value })),
  );
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows]).toBuffer();
}
