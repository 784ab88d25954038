import { Box, Card, CardContent, Typography } from '@mui/material';
import { CanAccess, useGetList, useTranslate } from 'react-admin';
import { SmallTable } from '../../components/SmallTable';
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
      <SmallTable
        sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { overflowWrap: 'anywhere' } }}
        headers={['created_at', 'user_name', 'ip', 'action', 'changes'].map(field)}
        rows={data}
        rowKey={(row) => row.id}
        cells={(row) => [
          formatDateTime(row.created_at),
          row.user_name ?? translate('resources.audit.history.system'),
          row.ip ?? '—',
          translate(`resources.audit.choices.action.${row.action}`),
          <AuditChanges key="changes" resource={row.resource} changes={row.changes} />,
        ]}
      />
    </Box>
  );
}

/** A record's history tab (issue 25): who changed it, when, from where and what, for the callers who may read the audit. */
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
