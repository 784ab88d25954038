import { CreateButton, DataTable, DeleteWithConfirmButton, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { TotalBadge } from '../../components/TotalBadge';
import { formatDay, formatPrice } from '../../format';
import type { PromoRecord } from './types';
import { DEFAULT_PER_PAGE } from '../../../common/errors';

const TOTAL_OVERFLOW = 50_000;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function PromoListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={TOTAL_OVERFLOW} />
      <CreateButton to="/promo/edit" />
    </TopToolbar>
  );
}

/** H1: code, type and amount, with uses and expiry; delete asks first. */
export function PromoList() {
  const translate = useTranslate();
  const amount = (record: PromoRecord) => (record.type === 'PERCENT' ? `${record.amount} %` : formatPrice(record.amount));
  const uses = (record: PromoRecord) => `${record.used} / ${record.all_use || translate('resources.promo.unlimited')}`;
  return (
    <List perPage={DEFAULT_PER_PAGE} sort={{ field: 'created_at', order: 'DESC' }} filters={filters} actions={<PromoListActions />}>
      <DataTable<PromoRecord> rowClick={(id) => `/promo/edit/${id}`} bulkActionButtons={false}>
        <DataTable.Col source="code" />
        <DataTable.Col source="type" disableSort render={(record) => translate(`resources.promo.types.${record.type}`)} />
        <DataTable.Col source="amount" align="right" render={amount} />
        <DataTable.Col source="all_use" disableSort render={uses} />
        <DataTable.Col source="expires_at" render={(record) => (record.expires_at ? formatDay(record.expires_at) : '—')} />
        <DataTable.Col align="right">
          <DeleteWithConfirmButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
