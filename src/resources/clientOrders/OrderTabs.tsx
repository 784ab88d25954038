import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** K2's two pages: the orders (/order) and the credit payments (/order/certificates). */
export function OrderTabs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const value = pathname.startsWith('/order/certificates') ? '/order/certificates' : '/order';
  return (
    <Tabs value={value} variant="scrollable" sx={{ mb: 2 }}>
      <Tab value="/order" label={translate('app.cabinet.orders.title')} component={Link} to="/order" />
      <Tab value="/order/certificates" label={translate('app.cabinet.orders.instalments')} component={Link} to="/order/certificates" />
    </Tabs>
  );
}
