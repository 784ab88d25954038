import { DataTable, useGetIdentity } from 'react-admin';
import { tariffs } from '../../../common/resources/tariffs';
import type { AppIdentity } from '../../authProvider';
import { TotalBadge } from '../../components/TotalBadge';
import { formatPrice } from '../../format';
import { declaredScreens } from '../declared';
import { CloneTariffButton } from './CloneTariffButton';
import type { TariffRecord } from './types';

/** The header badge shows '50 000+' beyond this many tariffs, as the services list does. */
const TOTAL_OVERFLOW = 50_000;

/** F1: BRUTTO agents sell at the list price, so they do not see the partner's (nor its column). */
function PartnerPriceColumn() {
  const { identity } = useGetIdentity();
  if ((identity as AppIdentity | undefined)?.agentType === 'BRUTTO') return null;
  return (
    <DataTable.Col
      source="partner_price"
      align="right"
      disableSort
      render={(record: TariffRecord) => formatPrice(record.partner_price, { empty: '—' })}
    />
  );
}

/** F1: the generated tariffs table (name, price, partner price) with the total and, per row, the admin's clone. */
export const screens = declaredScreens(tariffs, {
  columns: { partner_price: <PartnerPriceColumn key="partner_price" /> },
  actions: <TotalBadge overflowAt={TOTAL_OVERFLOW} />,
  rowActions: <CloneTariffButton />,
});
