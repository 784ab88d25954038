import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CanAccess, useGetList, useTranslate } from 'react-admin';
import { formatDateTime } from '../../format';
import { type AuditChange, AuditChanges } from './AuditChanges';

type AuditRow = { id: string; created_at: string; user_name: string | null; ip: string | null; resource: string; action: string; changes: Record<string, AuditChange> };

function HistoryTable({ recordId }: { recordId: string }) {
  const translate = useTranslate();
  const { data = [] } = useGetList<AuditRow>('audit', {
    filter: { record_id: recordId }, sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 50 },
  });
  if (!data.length) return <Typography color="text.secondary">{translate('resources.audit.history.empty')}</Typography>;
  const field = (key: string) => translate(`resources.audit.fields.${key}`);
  // the history sits under a record's form: its width must not come from its changes (`contain`): the columns share the box and long values wrap
  return (
    <Box sx={{ contain: 'inline-size' }}>
    <Table size="small" sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { overflowWrap: 'anywhere' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{field('created_at')}</TableCell>
          <TableCell>{field('user_name')}</TableCell>
          <TableCell>{field('ip')}</TableCell>
          <TableCell>{field('action')}</TableCell>
          <TableCell>{field('changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{formatDateTime(row.created_at)}</TableCell>
            <TableCell>{row.user_name ?? translate('resources.audit.history.system')}</TableCell>
            <TableCell>{row.ip ?? '—'}</TableCell>
            <TableCell>{translate(`resources.audit.choices.action.${row.action}`)}</TableCell>
            <TableCell>
              <AuditChanges resource={row.resource} changes={row.changes} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    </Box>
  );
}

/** A record's 'История' (issue 25): who changed it, when, from where and what, for the callers who may read the audit. */
export function RecordHistory({ recordId }: { recordId: string }) {
  const translate = useTranslate();
  return (
    <CanAccess resource="audit" action="list">
      <Card>
        <CardContent>
          <Typography variant="h6">{translate('resources.audit.history.tab')}</Typography>
          <HistoryTable recordId={recordId} />
        </CardContent>
      </Card>
    </CanAccess>
  );
}
