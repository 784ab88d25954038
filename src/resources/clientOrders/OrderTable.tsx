import { useTranslate } from 'react-admin';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { formatDateTime } from '../../format/date';
import { formatPrice } from '../../format/price';
import type { ClientOrder } from '../clientCabinet/types';
import { OrderActions } from './OrderActions';
import { OrderStatusChip, orderMethod } from './OrderCard';

/** K2 at a desk: the orders as a table (a phone gets OrderCard). */
export function OrderTable({ orders }: { orders: ClientOrder[] }) {
  const translate = useTranslate();
  const columns: TableColumn<ClientOrder>[] = [
    { key: 'number', header: '№', cell: (order) => order.number },
    { key: 'date', cell: (order) => formatDateTime(order.pay_date ?? order.created_at) },
    { key: 'items', cell: (order) => order.items.map((item) => item.name).join(', ') },
    { key: 'amount', cell: (order) => formatPrice(order.cost) },
    { key: 'method', cell: (order) => orderMethod(order, translate) },
    { key: 'status', cell: (order) => <OrderStatusChip order={order} /> },
    { key: 'actions', header: null, cell: (order) => <OrderActions order={order} /> },
  ];
  return <SimpleTable columns={columns} rows={orders} rowKey={(order) => order.id} headers={(key) => translate(`app.cabinet.orders.${key}`)} />;
}
