import type { ReactNode } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { useTranslate } from 'react-admin';
import { formatPrice } from '../../format/price';

interface MarketCardProps {
  name: string;
  description: string | null;
  cost: number;
  /** Months the price is for (tariffs). */
  period?: number;
  inBasket: boolean;
  onAdd: () => void;
  details?: ReactNode;
}

/** K3: one thing to buy, with its price in the host's currency and period. */
export function MarketCard({ name, description, cost, period, inBasket, onAdd, details }: MarketCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="market-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description || translate('app.cabinet.market.noDescription')}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
          {formatPrice(cost)}
          {period ? ` ${translate('app.cabinet.market.perPeriod', { smart_count: period })}` : ''}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {details}
        <Button variant={inBasket ? 'outlined' : 'contained'} startIcon={<AddShoppingCart />} onClick={onAdd} aria-label={`${translate('app.cabinet.market.add')}: ${name}`}>
          {translate(inBasket ? 'app.cabinet.market.added' : 'app.cabinet.market.add')}
        </Button>
      </CardActions>
    </Card>
  );
}
