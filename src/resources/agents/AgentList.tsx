import { Button, DataTable, List, SearchInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import Add from '@mui/icons-material/Add';
import { TotalBadge } from '../../components/TotalBadge';
import { formatPhone } from '../../format';
import { AgentBlockButton } from './AgentBlockButton';
import type { AgentRecord } from './types';
import { DEFAULT_PER_PAGE } from '../../../common/errors';

const TOTAL_OVERFLOW = 100_000;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function AgentListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={TOTAL_OVERFLOW} />
      <Button component={Link} to="/staff/agents/edit" label="resources.agents.actions.add">
        <Add />
      </Button>
    </TopToolbar>
  );
}

function RolesCell() {
  const record = useRecordContext<AgentRecord>();
  const translate = useTranslate();
  return <>{(record?.roles ?? []).map((role) => translate(`resources.agents.roles.${role}`, { _: role })).join(', ')}</>;
}

/** G8: the agents table at /staff/agents; a row opens the form at /staff/agents/edit/{id}. */
export function AgentList() {
  return (
    <List perPage={DEFAULT_PER_PAGE} resource="agents" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} actions={<AgentListActions />} title="resources.agents.page.list">
      <DataTable<AgentRecord> rowClick={(id) => `/staff/agents/edit/${id}`} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="login" />
        <DataTable.Col source="phone" disableSort render={(record) => formatPhone(record.phone)} />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="roles" disableSort>
          <RolesCell />
        </DataTable.Col>
        <DataTable.Col source="partner" disableSort render={(record) => record.partner?.name ?? ''} />
        <DataTable.Col source="subdivision" disableSort render={(record) => record.subdivision?.name ?? ''} />
        <DataTable.Col source="type" disableSort />
        <DataTable.Col disableSort>
          <AgentBlockButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
