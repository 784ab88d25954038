import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPrice } from '../../format/price';

interface StoreCardProps {
  name: string;
  description: string | null;
  cost: number;
  period?: number;
  highlighted?: boolean;
  onBuy: () => void;
}

/** One tariff or service of the storefront, with its catalogue price and the button that starts the checkout. */
export function StoreCard({ name, description, cost, period, highlighted, onBuy }: StoreCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="store-card" sx={{ display: 'flex', flexDirection: 'column', ...(highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3">
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
      <CardActions>
        <Button variant="contained" onClick={onBuy} aria-label={`${translate('app.storefront.buy')}: ${name}`}>
          {translate('app.storefront.buy')}
        </Button>
      </CardActions>
    </Card>
  );
}
