import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { SaleForm } from './SaleForm';
import { SaleResult } from './SaleResult';
import type { SaleResultRecord } from './useSaleApi';

/** Route /certificates-sale (D1) for admins and agents. */
export function SalePage() {
  const [sold, setSold] = useState<SaleResultRecord | null>(null);
  return (
    <Card>
      <Title title="app.sale.title" />
      <CardContent>{sold ? <SaleResult sale={sold} onAgain={() => setSold(null)} /> : <SaleForm onSold={setSold} />}</CardContent>
    </Card>
  );
}
