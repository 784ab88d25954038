import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../format/date';
import { formatPrice } from '../../format/price';
import type { ClientOrder } from '../clientCabinet/types';
import { OrderActions } from './OrderActions';

const STATUS_COLOR: Partial<Record<string, 'success' | 'warning' | 'error' | 'default'>> = { PAID: 'success', CREATED: 'warning', FAILED: 'error', CANCELLED: 'default' };

export function OrderStatusChip({ order }: { order: ClientOrder }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATUS_COLOR[order.status] ?? 'default'} label={translate(`app.cabinet.orders.state.${order.status}`, { _: order.status })} />;
}

export const orderMethod = (order: ClientOrder, translate: ReturnType<typeof useTranslate>) =>
  translate(`app.cabinet.orders.issue.${order.issue}`, { _: order.issue });

/** K2 on a phone (and in the certificate card): one order as a card. */
export function OrderCard({ order }: { order: ClientOrder }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="order-card">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('app.cabinet.orders.number', { number: order.number })}
          </Typography>
          <OrderStatusChip order={order} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(order.pay_date ?? order.created_at)} · {orderMethod(order, translate)}
        </Typography>
        {order.items.map((item, index) => (
          <Typography key={index} variant="body2">
            {item.name} — {formatPrice(item.cost)}
          </Typography>
        ))}
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {translate('app.cabinet.orders.amount')}: {formatPrice(order.cost)}
        </Typography>
        <Stack sx={{ mt: 1 }}>
          <OrderActions order={order} />
        </Stack>
      </CardContent>
    </Card>
  );
}
