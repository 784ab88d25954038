import Download from '@mui/icons-material/Download';
import { Stack } from '@mui/material';
import { LabelledButton } from '../LabelledButton';
import { type ExportColumn, saveCsv, saveXlsx } from './exportTable';

interface ExportButtonsProps<Row> {
  /** The file name without extension. */
  name: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
  footer?: readonly Row[];
  /** Another way to get the .xlsx (e.g. the server's streamed report); the browser builds it otherwise. */
  onXlsx?: () => void;
  xlsxLabel?: string;
}

/** CSV and .xlsx downloads of a table with exactly the rows (and totals) it shows. */
export function ExportButtons<Row>({ name, columns, rows, footer = [], onXlsx, xlsxLabel = 'app.export.xlsx' }: ExportButtonsProps<Row>) {
  const disabled = rows.length === 0;
  return (
    <Stack direction="row" spacing={1}>
      <LabelledButton label="app.export.csv" disabled={disabled} onClick={() => saveCsv(`${name}.csv`, columns, rows, footer)}>
        <Download />
      </LabelledButton>
      <LabelledButton label={xlsxLabel} disabled={disabled} onClick={() => (onXlsx ? onXlsx() : void saveXlsx(`${name}.xlsx`, columns, rows, footer))}>
        <Download />
      </LabelledButton>
    </Stack>
  );
}
