import Add from '@mui/icons-material/Add';
import { Button, DataTable, ReferenceField, SelectInput, useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessibleDeleteButton } from '../../components/AccessibleDeleteButton';
import { NewestFirstList, SEARCH_FILTERS } from '../../components/NewestFirstList';
import { usePartnerLookup } from '../partners/usePartnerLookup';
import { type SubdivisionRecord, subdivisionPath } from './types';

function CreateSubdivisionButton() {
  const { canAccess } = useCanAccess({ resource: 'subdivisions', action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={subdivisionPath()} label="ra.action.create">
      <Add />
    </Button>
  );
}

/** G7: subdivisions at /partners/subdivisions with search and a partner filter; a row opens /partners/subdivisions/{id}. */
export function SubdivisionList() {
  const partners = usePartnerLookup();
  const filters = [...SEARCH_FILTERS, <SelectInput key="partner_id" source="partner_id" choices={partners} alwaysOn />];
  return (
    <NewestFirstList resource="subdivisions" filters={filters} actions={<CreateSubdivisionButton />} title="resources.subdivisions.page.list">
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
    </NewestFirstList>
  );
}
