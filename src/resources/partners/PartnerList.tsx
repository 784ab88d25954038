import Add from '@mui/icons-material/Add';
import { Button, DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { TotalBadge } from '../../components/TotalBadge';
import { partnerPagePath } from './paths';
import type { PartnerRecord } from './types';
import { DEFAULT_PER_PAGE } from '../../../common/errors';

const TOTAL_OVERFLOW = 100_000;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function PartnerListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={TOTAL_OVERFLOW} />
      <Button component={Link} to={partnerPagePath()} label="resources.partners.actions.add">
        <Add />
      </Button>
    </TopToolbar>
  );
}

function PartnerTypeCell({ record }: { record: PartnerRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.partners.types.${record.type ?? 'none'}`)}</>;
}

/** G1: the partners table; a row opens the partner page at /partners/partner/{id}. */
export function PartnerList() {
  return (
    <List perPage={DEFAULT_PER_PAGE} sort={{ field: 'created_at', order: 'DESC' }} filters={filters} actions={<PartnerListActions />} title="resources.partners.page.list">
      <DataTable<PartnerRecord> rowClick={(id) => partnerPagePath(String(id))} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="type" render={(record: PartnerRecord) => <PartnerTypeCell record={record} />} />
        <DataTable.Col source="parent" disableSort render={(record) => record.parent?.name ?? ''} />
      </DataTable>
    </List>
  );
}
