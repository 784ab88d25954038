import { Link } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Infer } from '../../../common/resource';
import { orders } from '../../../common/resources/orders';
import { resourceRoutes } from '../../cabinets/sectionRoutes';
import { formatDateTime } from '../../format';
import { choiceLabel } from '../../i18n/enumLabel';
import { declaredScreens } from '../declared';
import { OrderPage } from './OrderPage';

type OrderRecord = Infer<typeof orders>;
const Column = DataTable.Col<OrderRecord>;

function Words({ record, field }: { record: OrderRecord; field: 'payment_type' | 'issue' }) {
  return <>{choiceLabel(useTranslate(), orders, field, record[field])}</>;
}

const { list: OrderList } = declaredScreens(orders, {
  columns: {
    number: <Column key="number" source="number" disableSort render={(r) => <Link component={RouterLink} to={`/orders-list/${r.id}`}>{r.number}</Link>} />,
    client: <Column key="client" source="client" disableSort render={(r) => (r.client ? `${r.client.name}${r.client.phone ? `, ${r.client.phone}` : ''}` : '—')} />,
    payment_type: <Column key="payment_type" source="payment_type" disableSort render={(r) => <Words record={r} field="payment_type" />} />,
    issue: <Column key="issue" source="issue" disableSort render={(r) => <Words record={r} field="issue" />} />,
    product: <Column key="product" source="product" disableSort render={(r) => r.product ?? '—'} />,
    created_at: <Column key="created_at" source="created_at" render={(r) => formatDateTime(r.created_at)} />,
    pay_date: <Column key="pay_date" source="pay_date" render={(r) => (r.pay_date ? formatDateTime(r.pay_date) : '—')} />,
  },
});

/** /orders-list (M3) and one order's page /orders-list/{id}. */
export function OrdersRoutes() {
  return resourceRoutes('orders', { '': <OrderList />, ':id': <OrderPage /> });
}
