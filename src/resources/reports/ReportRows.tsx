import { LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, Pagination, type RaRecord, ResourceContextProvider, useList } from 'react-admin';
import { ReportTableBox } from './ReportTableBox';

interface ReportRowsProps<Report extends { rows: RaRecord[] }> {
  /** The report shown (the previous one while the next period loads). */
  report: Report | undefined;
  isFetching: boolean;
  error: Error | null;
  /** The text of a period without rows. */
  empty: string;
  /** The line of totals above the rows. */
  totals: (report: Report) => string;
  /** The rows' first order. */
  sortField: keyof Report['rows'][number] & string;
  /** The table's DataTable.Col columns. */
  children: ReactNode;
}

/** L2: a report's rows: progress while it loads, the server's message, the empty text, or the totals and the paged table. */
export function ReportRows<Report extends { rows: RaRecord[] }>(props: ReportRowsProps<Report>) {
  const { report, isFetching, error, empty, totals, sortField, children } = props;
  const list = useList({ data: report?.rows ?? [], isPending: !report, perPage: 25, sort: { field: sortField, order: 'ASC' }, exporter: false });
  return (
    <>
      {isFetching ? <LinearProgress /> : null}
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {report && !report.rows.length ? <Typography color="text.secondary">{empty}</Typography> : null}
      {report?.rows.length ? (
        <>
          <Typography data-testid="report-totals">{totals(report)}</Typography>
          <ResourceContextProvider value="reports">
            <ListContextProvider value={list}>
              <ReportTableBox>
                <DataTable bulkActionButtons={false} rowClick={false}>
                  {children}
                </DataTable>
              </ReportTableBox>
              <Pagination rowsPerPageOptions={[25, 50, 100]} />
            </ListContextProvider>
          </ResourceContextProvider>
        </>
      ) : null}
    </>
  );
}
