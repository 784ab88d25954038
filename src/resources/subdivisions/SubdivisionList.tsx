import Add from '@mui/icons-material/Add';
import {
  Button,
  DataTable,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessibleDeleteButton } from '../../components/AccessibleDeleteButton';
import { TotalBadge } from '../../components/TotalBadge';
import { usePartnerLookup } from '../partners/usePartnerLookup';
import { type SubdivisionRecord, subdivisionPath } from './types';
import { DEFAULT_PER_PAGE } from '../../../common/errors';

const TOTAL_OVERFLOW = 100_000;

function SubdivisionListActions() {
  const { canAccess } = useCanAccess({ resource: 'subdivisions', action: 'create' });
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={TOTAL_OVERFLOW} />
      {canAccess && (
        <Button component={Link} to={subdivisionPath()} label="ra.action.create">
          <Add />
        </Button>
      )}
    </TopToolbar>
  );
}

/** G7: subdivisions at /partners/subdivisions with search and a partner filter; a row opens /partners/subdivisions/{id}. */
export function SubdivisionList() {
  const partners = usePartnerLookup();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="partner_id" source="partner_id" choices={partners} alwaysOn />,
  ];
  return (
    <List perPage={DEFAULT_PER_PAGE} resource="subdivisions" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} actions={<SubdivisionListActions />} title="resources.subdivisions.page.list">
      <DataTable<SubdivisionRecord> rowClick={(id) => subdivisionPath(String(id))} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="partner" disableSort render={(record) => record.partner.name} />
        <DataTable.Col source="parent_id" disableSort>
          <ReferenceField source="parent_id" reference="subdivisions" link={false} />
        </DataTable.Col>
        <DataTable.Col align="right">
          <AccessibleDeleteButton mutationMode="pessimistic" redirect={false} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
