import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { useTranslate } from 'react-admin';
import { ProductCard } from '../../components/ProductCard';

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
export function MarketCard({ inBasket, onAdd, details, ...product }: MarketCardProps) {
  const translate = useTranslate();
  return (
    <ProductCard {...product} heading="h2" testId="market-card">
      {details}
      <Button variant={inBasket ? 'outlined' : 'contained'} startIcon={<AddShoppingCart />} onClick={onAdd} aria-label={`${translate('app.cabinet.market.add')}: ${product.name}`}>
        {translate(inBasket ? 'app.cabinet.market.added' : 'app.cabinet.market.add')}
      </Button>
    </ProductCard>
  );
}
