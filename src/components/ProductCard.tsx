import type { ReactNode } from 'react';
import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPrice } from '../format/price';

export interface ProductCardProps {
  name: string;
  description: string | null;
  cost: number;
  /** Months the price is for (tariffs). */
  period?: number;
  /** The heading's level in its page (h2 in the market, h3 under the storefront's section headings). */
  heading: 'h2' | 'h3';
  highlighted?: boolean;
  testId: string;
  /** The card's buttons: add to the basket, buy. */
  children: ReactNode;
}

/** A tariff or a service on sale: its name, description and price for its period, and what to do with it. */
export function ProductCard({ name, description, cost, period, heading, highlighted, testId, children }: ProductCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', ...(highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component={heading}>
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
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{children}</CardActions>
    </Card>
  );
}
