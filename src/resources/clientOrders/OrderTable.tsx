import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../format/date';
import { formatPrice } from '../../format/price';
import type { ClientOrder } from '../clientCabinet/types';
import { OrderActions } from './OrderActions';
import { OrderStatusChip, orderMethod } from './OrderCard';

/** K2 at a desk: the orders as a table (a phone gets OrderCard). */
export function OrderTable({ orders }: { orders: ClientOrder[] }) {
  const translate = useTranslate();
  const column = (key: string) => <TableCell>{translate(`app.cabinet.orders.${key}`)}</TableCell>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>№</TableCell>
          {column('date')}
          {column('items')}
          {column('amount')}
          {column('method')}
          {column('status')}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell>{order.number}</TableCell>
            <TableCell>{formatDateTime(order.pay_date ?? order.created_at)}</TableCell>
            <TableCell>{order.items.map((item) => item.name).join(', ')}</TableCell>
            <TableCell>{formatPrice(order.cost)}</TableCell>
            <TableCell>{orderMethod(order, translate)}</TableCell>
            <TableCell>
              <OrderStatusChip order={order} />
            </TableCell>
            <TableCell>
              <OrderActions order={order} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
