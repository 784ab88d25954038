import { DataTable, NullableBooleanInput, useTranslate } from 'react-admin';
import type { Infer } from '../../../common/resource';
import { journal } from '../../../common/resources/journal';
import { TotalBadge } from '../../components/TotalBadge';
import { declaredScreens } from '../declared';
import { formatJournalDate } from './journalDate';

type JournalRecord = Infer<typeof journal>;
const TOTAL_OVERFLOW = 1_000_000;
const result = { success: 'resources.journal.result.success', failure: 'resources.journal.result.failure' };

function Result({ success }: { success: boolean }) {
  const translate = useTranslate();
  return <>{translate(success ? result.success : result.failure)}</>;
}

/** M11: the user (or what was typed), the result in words and a 24-hour date, with the total. */
export const screens = declaredScreens(journal, {
  columns: {
    user: <DataTable.Col key="user" source="user" disableSort render={(r: JournalRecord) => r.user?.name ?? r.input} />,
    success: <DataTable.Col key="success" source="success" disableSort render={(r: JournalRecord) => <Result success={r.success} />} />,
    created_at: <DataTable.Col key="created_at" source="created_at" render={(r: JournalRecord) => formatJournalDate(r.created_at)} />,
  },
  filters: {
    success: <NullableBooleanInput key="success" source="success" alwaysOn trueLabel={result.success} falseLabel={result.failure} />,
  },
  actions: <TotalBadge overflowAt={TOTAL_OVERFLOW} />,
});
