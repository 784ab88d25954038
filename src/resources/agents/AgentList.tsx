import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { Link } from 'react-router-dom';
import Add from '@mui/icons-material/Add';
import { NewestFirstList, SEARCH_FILTERS } from '../../components/NewestFirstList';
import { DeclaredEmpty } from '../declared/DeclaredEmpty';
import { PhoneText } from '../../components/PhoneText';
import { enumLabel } from '../../i18n/enumLabel';
import { AgentBlockButton } from './AgentBlockButton';
import type { AgentRecord } from './types';

function RolesCell() {
  const record = useRecordContext<AgentRecord>();
  const translate = useTranslate();
  return <>{(record?.roles ?? []).map((role) => translate(`resources.agents.roles.${role}`, { _: role })).join(', ')}</>;
}

function AgentTypeCell({ type }: { type: string | null | undefined }) {
  return <>{enumLabel(useTranslate(), 'agentType', type)}</>;
}

const addButton = (
  <LabelledButton component={Link} to="/staff/agents/edit" label="resources.agents.actions.add">
    <Add />
  </LabelledButton>
);

/** Logins and e-mails are long unspaced words: they break anywhere so the table fits a 1366 px screen (issue 27). */
const BREAKS_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** G8: the agents table at /staff/agents; a row opens the form at /staff/agents/edit/{id}. */
export function AgentList() {
  return (
    <NewestFirstList resource="agents" filters={SEARCH_FILTERS} actions={addButton} title="resources.agents.page.list">
      <DataTable<AgentRecord> rowClick={(id) => `/staff/agents/edit/${id}`} bulkActionButtons={false} empty={<DeclaredEmpty resource="agents" />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="login" sx={BREAKS_ANYWHERE} />
        <DataTable.Col source="phone" disableSort render={(record) => <PhoneText phone={record.phone} />} />
        <DataTable.Col source="email" disableSort sx={BREAKS_ANYWHERE} />
        <DataTable.Col source="roles" disableSort>
          <RolesCell />
        </DataTable.Col>
        <DataTable.Col source="partner" disableSort render={(record) => record.partner?.name ?? ''} />
        <DataTable.Col source="subdivision" disableSort render={(record) => record.subdivision?.name ?? ''} />
        <DataTable.Col source="type" disableSort render={(record) => <AgentTypeCell type={record.type} />} />
        <DataTable.Col disableSort>
          <AgentBlockButton />
        </DataTable.Col>
      </DataTable>
    </NewestFirstList>
  );
}
