import { translate } from '../../i18n/messages';
import type { SheetRow } from './sheet';

/** Where the generated password stands in a result row (0-based). */
const PASSWORD_COLUMN = 5;

export interface RowOutcome {
  row: SheetRow;
  created: boolean;
  /** Set when the password was generated, so the admin can hand it over. */
  generatedPassword?: string;
  reason?: string;
}

/**
 * The result sheet: every uploaded row with what became of it (Russian, the interface's default language).
 * Generated passwords are written only into the one-off first download; the stored sheet says where they went.
 */
export async function resultWorkbook(outcomes: readonly RowOutcome[], passwords: 'shown' | 'withheld'): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1]) => translate('ru', key);
  // PASSWORD_COLUMN: the generated password's place in this header
  const header = [t('loader.column.row'), 'name', 'login', 'phone', 'email', t('loader.column.password'), t('loader.column.result'), t('loader.column.reason')];
  const passwordCell = (generated: string | undefined) => (!generated ? '' : passwords === 'shown' ? generated : t('loader.passwordIssued'));
  const rows = outcomes.map(({ row, created, generatedPassword, reason }) =>
    [row.number, row.name, row.login, row.phone, row.email, passwordCell(generatedPassword), t(created ? 'loader.created' : 'loader.refused'), reason ?? ''].map((value) => ({ value })),
  );
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows]).toBuffer();
}

type Cell = string | number | boolean | Date | null;

/** The stored (withheld) sheet with the generated passwords, by sheet row number, written into their column. */
export async function withPasswords(stored: Buffer, passwords: ReadonlyMap<number, string>): Promise<Buffer> {
  const { readSheet } = await import('read-excel-file/node');
  const [header, ...rows] = (await readSheet(Buffer.from(stored))) as Cell[][];
  const filled = rows.map((row) => row.map((value, column) => (column === PASSWORD_COLUMN && passwords.has(Number(row[0])) ? passwords.get(Number(row[0]))! : value)));
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const cells = (row: Cell[]) => row.map((value) => ({ value: value ?? '' }));
  return writeXlsxFile([header.map((value) => ({ value: String(value ?? ''), fontWeight: 'bold' as const })), ...filled.map(cells)]).toBuffer();
}
