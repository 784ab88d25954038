import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPrice, groupThousands } from '../../format';
import { exportCsv, exportXlsx } from './exportTable';

export interface FiguresRow {
  id: string | null;
  name: string;
  count: number;
  cost: number;
  reward?: number;
}

interface FiguresTableProps {
  /** The table's key in app.analyticsPage.tables (title, name column, file name). */
  kind: 'rates' | 'partners' | 'agents';
  rows: FiguresRow[];
  period: { from: string; to: string };
  /** Drill-down: a click on a named row opens its figures. */
  onOpen?: (row: FiguresRow) => void;
}

/** Figures per tariff, partner or agent, exportable as CSV and .xlsx with the numbers shown. */
export function FiguresTable({ kind, rows, period, onOpen }: FiguresTableProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.analyticsPage.${key}`);
  const withReward = rows.some((row) => row.reward !== undefined);
  const columns = [t(`tables.${kind}.name`), t('columns.count'), t('columns.cost'), ...(withReward ? [t('columns.reward')] : [])];
  const table = {
    name: `analytics_${kind}_from_${period.from}_to_${period.to}`,
    columns,
    rows: rows.map((row) => [row.name, row.count, row.cost, ...(withReward ? [row.reward ?? 0] : [])]),
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {t(`tables.${kind}.title`)}
        </Typography>
        <Button size="small" onClick={() => exportCsv(table)}>
          {t('export.csv')}
        </Button>
        <Button size="small" onClick={() => void exportXlsx(table)}>
          {t('export.xlsx')}
        </Button>
      </Stack>
      <Table size="small" aria-label={t(`tables.${kind}.title`)}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} align={index ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id ?? row.name} hover={!!onOpen && !!row.id} onClick={onOpen && row.id ? () => onOpen(row) : undefined} sx={onOpen && row.id ? { cursor: 'pointer' } : undefined}>
              <TableCell>{row.name || t('unnamed')}</TableCell>
              <TableCell align="right">{groupThousands(row.count)}</TableCell>
              <TableCell align="right">{formatPrice(row.cost)}</TableCell>
              {withReward ? <TableCell align="right">{formatPrice(row.reward ?? 0)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
