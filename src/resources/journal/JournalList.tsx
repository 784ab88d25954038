import { DataTable, DateInput, List, NullableBooleanInput, SearchInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { TotalBadge } from '../../components/TotalBadge';
import { formatJournalDate } from './journalDate';
import { DEFAULT_PER_PAGE } from '../../../common/errors';
import { pastDateLimits } from '../../format/datePickerLimits';

export interface JournalRecord {
  id: string;
  user: { id: string; name: string } | null;
  input: string;
  ip: string | null;
  host: string | null;
  success: boolean;
  created_at: string;
}

const TOTAL_OVERFLOW = 1_000_000;
/** O8: sign-ins happened in the past; the limits are taken when the list mounts. */
const journalFilters = () => [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="success" source="success" alwaysOn trueLabel="resources.journal.result.success" falseLabel="resources.journal.result.failure" />,
  <DateInput key="date_from" source="date_from" alwaysOn inputProps={pastDateLimits()} />,
  <DateInput key="date_to" source="date_to" alwaysOn inputProps={pastDateLimits()} />,
];

function ResultCell() {
  const record = useRecordContext<JournalRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(record.success ? 'resources.journal.result.success' : 'resources.journal.result.failure')}</>;
}

/** M11: the login journal at /staff/journal, newest first; ADMIN only (the access matrix). */
export function JournalList() {
  return (
    <List perPage={DEFAULT_PER_PAGE}
      resource="journal"
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={journalFilters()}
      actions={<TopToolbar sx={{ alignItems: 'center' }}><TotalBadge overflowAt={TOTAL_OVERFLOW} /></TopToolbar>}
      title="resources.journal.page.list"
    >
      <DataTable<JournalRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="user" disableSort render={(record) => record.user?.name ?? record.input} />
        <DataTable.Col source="ip" disableSort />
        <DataTable.Col source="host" disableSort />
        <DataTable.Col source="success" disableSort>
          <ResultCell />
        </DataTable.Col>
        <DataTable.Col source="created_at" render={(record) => formatJournalDate(record.created_at)} />
      </DataTable>
    </List>
  );
}
