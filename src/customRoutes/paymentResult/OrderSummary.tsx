import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentResult } from '../../dataProvider/api/payments';
import { formatPrice } from '../../format/price';

type Item = PaymentResult['items'][number];

function itemText(item: Item, translate: ReturnType<typeof useTranslate>): string {
  if (item.type === 'instalment') return translate('app.paymentResult.instalment', { name: item.name });
  return item.period ? translate('app.paymentResult.period', { name: item.name, period: item.period }) : item.name;
}

/** What the order pays for and how much: all the page shows of it. */
export function OrderSummary({ result }: { result: PaymentResult }) {
  const translate = useTranslate();
  return (
    <>
      <Typography>{translate('app.paymentResult.order', { number: result.number, cost: formatPrice(result.cost) })}</Typography>
      <List dense disablePadding>
        {result.items.map((item, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText primary={itemText(item, translate)} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
