import { CreateButton, DataTable, List, SearchInput, TopToolbar, useGetIdentity } from 'react-admin';
import type { AppIdentity } from '../../authProvider';
import { AccessibleDeleteButton } from '../../components/AccessibleDeleteButton';
import { TotalBadge } from '../../components/TotalBadge';
import { formatPrice } from '../../format';
import { CloneTariffButton } from './CloneTariffButton';
import type { TariffRecord } from './types';
import { tariffs } from '../../../common/resources/tariffs';
import { pagePathOf } from '../declared/pageRoutes';
import { DEFAULT_PER_PAGE } from '../../../common/errors';

/** The header badge shows '50 000+' beyond this many tariffs, as the services list does. */
const TOTAL_OVERFLOW = 50_000;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function TariffListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={TOTAL_OVERFLOW} />
      <CreateButton to={pagePathOf(tariffs)} />
    </TopToolbar>
  );
}

/** F1: name, price and partner price; BRUTTO agents sell at the list price, so they do not see the partner's. */
export function TariffList() {
  const { identity } = useGetIdentity();
  const isBrutto = (identity as AppIdentity | undefined)?.agentType === 'BRUTTO';
  return (
    <List perPage={DEFAULT_PER_PAGE} sort={tariffs.list.defaultSort} filters={filters} actions={<TariffListActions />}>
      <DataTable<TariffRecord> rowClick={(id) => pagePathOf(tariffs, String(id))} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="cost" align="right" render={(record) => formatPrice(record.cost)} />
        {isBrutto ? null : (
          <DataTable.Col source="partner_price" align="right" disableSort render={(record) => formatPrice(record.partner_price, { empty: '—' })} />
        )}
        <DataTable.Col align="right">
          <CloneTariffButton />
          <AccessibleDeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
