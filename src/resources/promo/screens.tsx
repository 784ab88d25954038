import { DataTable, useTranslate } from 'react-admin';
import { promo } from '../../../common/resources/promo';
import { TotalBadge } from '../../components/TotalBadge';
import { formatDay, formatPercent, formatPrice } from '../../format';
import { declaredScreens } from '../declared';
import { PromoRates } from './PromoRates';
import type { PromoRecord } from './types';

const TOTAL_OVERFLOW = 50_000;

function Uses({ record }: { record: PromoRecord }) {
  const translate = useTranslate();
  return <>{`${record.used} / ${record.all_use || translate('resources.promo.unlimited')}`}</>;
}

/**
 * H1: the discount as '25 %' or a sum, uses as 'used / all' and the expiry as a day, with the total;
 * H2–H3: the tariffs a code is attached to beside its form (a new code opens its page, where they are attached).
 */
export const screens = declaredScreens(promo, {
  columns: {
    amount: <DataTable.Col key="amount" source="amount" align="right" render={(r: PromoRecord) => (r.type === 'PERCENT' ? formatPercent(r.amount, 2) : formatPrice(r.amount))} />,
    all_use: <DataTable.Col key="all_use" source="all_use" disableSort render={(r: PromoRecord) => <Uses record={r} />} />,
    expires_at: <DataTable.Col key="expires_at" source="expires_at" render={(r: PromoRecord) => (r.expires_at ? formatDay(r.expires_at) : '—')} />,
  },
  actions: <TotalBadge overflowAt={TOTAL_OVERFLOW} />,
  aside: <PromoRates />,
});
