import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProductCard } from '../../components/ProductCard';

interface StoreCardProps {
  name: string;
  description: string | null;
  cost: number;
  period?: number;
  highlighted?: boolean;
  onBuy: () => void;
}

/** One tariff or service of the storefront, with its catalogue price and the button that starts the checkout. */
export function StoreCard({ onBuy, ...product }: StoreCardProps) {
  const translate = useTranslate();
  return (
    <ProductCard {...product} heading="h3" testId="store-card">
      <Button variant="contained" onClick={onBuy} aria-label={`${translate('app.storefront.buy')}: ${product.name}`}>
        {translate('app.storefront.buy')}
      </Button>
    </ProductCard>
  );
}
